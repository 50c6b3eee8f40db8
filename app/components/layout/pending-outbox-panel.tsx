import { Popover } from 'radix-ui';
import type { OutboxItem, OutboxStatus } from '@app/local/db';
import { discard, retryAll, retryNow } from '@app/local/outbox';
import { cn } from '@app/components/ui/cn';
import { PendingPill, pillClasses } from './pending-pill';

const KIND_LABELS: Record<string, string> = {
  waitlist: 'Waitlist request',
  newsletter: 'Newsletter signup',
  contact: 'Contact message',
  booking: 'Booking request',
  giveaway: 'Giveaway entry',
  activation: 'Getaway activation',
  profile: 'Profile update',
  'select-destination': 'Complimentary destination choice',
};

const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting to send',
  sending: 'Sending…',
  sent: 'Sent',
  failed: 'Not accepted',
  auth: 'Sign in to send',
};

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** The pill with its popover: what is saved but not yet delivered, with retry and discard. */
export function PendingOutboxPanel({ items }: { items: OutboxItem[] }) {
  return (
    <Popover.Root>
      <Popover.Trigger className={pillClasses(items)}>
        <PendingPill items={items} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          className="z-[80] w-[min(92vw,380px)] rounded-2xl border border-gold-500/25 bg-ink-900/98 p-5 shadow-card backdrop-blur-md data-[state=open]:animate-fade-up"
        >
          <div className="flex items-center justify-between gap-4">
            <p className="font-display text-xl text-ivory-50">Saved on this device</p>
            <button
              type="button"
              onClick={() => void retryAll()}
              className="cursor-pointer text-[0.68rem] font-semibold tracking-[0.18em] text-gold-300 uppercase hover:text-gold-200"
            >
              Retry all
            </button>
          </div>
          <p className="mt-1 text-xs text-stone-400">
            Requests are delivered in order as soon as the connection allows.
          </p>
          <ul className="mt-4 flex max-h-[50vh] flex-col divide-y divide-ink-700 overflow-y-auto">
            {items.map((item) => (
              <OutboxRow key={item.id} item={item} />
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function OutboxRow({ item }: { item: OutboxItem }) {
  const label = KIND_LABELS[item.kind] ?? item.kind;
  const failed = item.status === 'failed' || item.status === 'auth';
  return (
    <li className="py-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-sand-100">{label}</p>
        <time dateTime={new Date(item.createdAt).toISOString()} className="text-xs text-stone-400">
          {time.format(item.createdAt)}
        </time>
      </div>
      <p className={cn('mt-0.5 text-xs', failed ? 'text-danger-300' : 'text-stone-300')}>
        {STATUS_LABELS[item.status]}
        {/* Only a refusal's message helps; a network error on a waiting item is just noise. */}
        {failed && item.error ? `: ${item.error}` : ''}
      </p>
      <div className="mt-2 flex gap-4">
        <button
          type="button"
          disabled={item.status === 'sending'}
          onClick={() => void retryNow(item.id)}
          aria-label={`Retry now: ${label}`}
          className="cursor-pointer text-[0.68rem] font-semibold tracking-[0.16em] text-gold-300 uppercase hover:text-gold-200 disabled:cursor-default disabled:opacity-40"
        >
          Retry now
        </button>
        <button
          type="button"
          onClick={() => void discard(item.id)}
          aria-label={`Discard: ${label}`}
          className="cursor-pointer text-[0.68rem] font-semibold tracking-[0.16em] text-stone-400 uppercase hover:text-sand-100"
        >
          Discard
        </button>
      </div>
    </li>
  );
}
