import { Popover } from 'radix-ui';
import type { OutboxItem } from '@app/local/db/db';
import { discard, retryAll, retryNow } from '@app/local/outbox/outbox';
import { cn } from '@app/components/ui/cn';
import { describeItem, describeState, needsUser, type OutboxNames } from './pending-outbox-words';
import { PendingPill, pillClasses } from './pending-pill';

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

const ACTION =
  'cursor-pointer text-[0.68rem] font-semibold tracking-[0.16em] uppercase disabled:cursor-default disabled:opacity-40';

interface PanelProps {
  items: OutboxItem[];
  names: OutboxNames;
}

/** The pill with its popover: what is saved but not yet delivered, with retry and discard. */
export function PendingOutboxPanel({ items, names }: PanelProps) {
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
            Requests are delivered as soon as the connection allows.
          </p>
          <ul className="mt-4 flex max-h-[50vh] flex-col divide-y divide-ink-700 overflow-y-auto">
            {items.map((item) => (
              <OutboxRow key={item.id} item={item} label={describeItem(item, names)} />
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function OutboxRow({ item, label }: { item: OutboxItem; label: string }) {
  const sending = item.status === 'sending';
  // An expired item is sent again only because the user says so, under a new key.
  const resend = item.status === 'expired' ? 'Send again' : 'Retry now';
  return (
    <li className="py-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className={cn('text-sm text-sand-100', needsUser(item) && 'text-danger-300')}>
          <span className="font-medium">{label}</span> — {describeState(item)}
        </p>
        <time dateTime={new Date(item.createdAt).toISOString()} className="text-xs text-stone-400">
          {time.format(item.createdAt)}
        </time>
      </div>
      <div className="mt-2 flex gap-4">
        <button
          type="button"
          disabled={sending}
          onClick={() => void retryNow(item.id)}
          aria-label={`${resend}: ${label}`}
          className={cn(ACTION, 'text-gold-300 hover:text-gold-200')}
        >
          {resend}
        </button>
        <button
          type="button"
          // On the wire it can no longer be taken back: discarding it then would be a lie.
          disabled={sending}
          onClick={() => void discard(item.id)}
          aria-label={`Discard: ${label}`}
          className={cn(ACTION, 'text-stone-400 hover:text-sand-100')}
        >
          Discard
        </button>
      </div>
    </li>
  );
}
