import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { Button } from '@app/components/ui/button';
import { useOnline } from '@app/lib/use-online';
import { acceptOffer, closeOffer, notNow, pushOffer } from '../data/push-offer';
import { BlockedNote } from './blocked-note';
import { InstallFirstSteps } from './install-first-steps';

/**
 * The small offer a booking request or a first message earns (issue 38): the club's card, not
 * the browser's prompt, which only "Turn on notifications" brings up. Mounted once for a
 * signed-in member (the root layout), shown only after such a moment.
 */
export function PushOffer() {
  const stage = useStore(pushOffer, (s) => s.stage);
  if (stage === 'hidden') return null;
  return createPortal(
    <aside
      aria-label="Notifications"
      className="fixed inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-[70] max-h-[calc(100svh-1.5rem)] animate-fade-up overflow-y-auto rounded-3xl border border-gold-500/25 bg-ink-900/95 p-5 shadow-card backdrop-blur-xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[24rem]"
    >
      <div aria-hidden className="hairline absolute inset-x-8 top-0 opacity-70" />
      {stage === 'install-first' ? (
        <InstallFirstOffer />
      ) : stage === 'blocked' ? (
        <OfferText title="Notifications are blocked">
          <BlockedNote />
        </OfferText>
      ) : stage === 'failed' ? (
        <OfferText title="Not turned on this time">
          Something went wrong on the way. You can try again from your profile, under Notifications
          on this device.
        </OfferText>
      ) : (
        <AskOffer asking={stage === 'asking'} />
      )}
      <button
        type="button"
        aria-label="Dismiss"
        onClick={stage === 'ask' || stage === 'install-first' ? notNow : closeOffer}
        className="absolute top-4 right-4 grid size-8 cursor-pointer place-items-center rounded-full text-stone-400 transition hover:bg-white/5 hover:text-ivory-50"
      >
        <svg aria-hidden viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor">
          <path d="M3 3l10 10M13 3L3 13" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    </aside>,
    document.body,
  );
}

function AskOffer({ asking }: { asking: boolean }) {
  const online = useOnline();
  return (
    <>
      <OfferText title="Be told the moment it matters">
        A quiet note on this device when your concierge answers or your trip is confirmed. Nothing
        else, and you choose what in your profile.
      </OfferText>
      {!online && (
        <p role="status" className="mt-3 flex items-baseline gap-2 text-[0.8rem] text-sand-200">
          <span
            aria-hidden
            className="size-1.5 shrink-0 translate-y-[-1px] rounded-full bg-gold-400"
          />
          Turning them on needs a connection: this waits here until you are back online.
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={notNow}>
          Not now
        </Button>
        <Button size="sm" disabled={asking || !online} onClick={() => void acceptOffer()}>
          Turn on notifications
        </Button>
      </div>
    </>
  );
}

function InstallFirstOffer() {
  return (
    <>
      <OfferText title="Be told on your iPhone or iPad">
        Apple sends notifications only to the club’s app on your Home Screen. Three taps:
      </OfferText>
      <div className="mt-4">
        <InstallFirstSteps />
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" size="sm" onClick={notNow}>
          Not now
        </Button>
      </div>
    </>
  );
}

function OfferText({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="pr-8">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        Notifications
      </p>
      <h2 className="mt-1.5 font-display text-2xl leading-tight text-ivory-50">{title}</h2>
      <div className="mt-2 text-sm leading-relaxed text-stone-300">{children}</div>
    </div>
  );
}
