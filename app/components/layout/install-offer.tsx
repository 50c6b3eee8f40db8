import { createPortal } from 'react-dom';
import { Button } from '@app/components/ui/button';
import { dismissInstallOffer, promptInstall } from '@app/stores/install-prompt-store';
import { useInstallOfferDue } from '@app/stores/use-install-prompt';
import { DismissButton } from '@app/components/ui/cross-icon';

/**
 * The small unasked install offer (issue 12): from the second visit, while the browser can
 * install (or on iOS Safari, where it explains how), until installed or declined (30 days).
 */
export function InstallOffer() {
  const due = useInstallOfferDue();
  if (!due) return null;
  // Its own landmark, outside the footer it is mounted from.
  return createPortal(
    <aside
      aria-label="Install the app"
      className="fixed inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-[70] animate-fade-up rounded-3xl border border-gold-500/25 bg-ink-900/95 p-5 shadow-card backdrop-blur-xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[23rem]"
    >
      <div aria-hidden className="hairline absolute inset-x-8 top-0 opacity-70" />
      <div className="flex gap-4 pr-8">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-2xl border border-white/10"
        />
        <div>
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            The club app
          </p>
          <h2 className="mt-1.5 font-display text-2xl leading-tight text-ivory-50">
            Aurelian, one tap away
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-stone-300">
            Your trips, the journal and anything you send open at once, even offline.
          </p>
        </div>
      </div>
      <div className="mt-5 flex items-center justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={dismissInstallOffer}>
          Not now
        </Button>
        <Button size="sm" onClick={() => void promptInstall()}>
          Install the app
        </Button>
      </div>
      <DismissButton onClick={dismissInstallOffer} />
    </aside>,
    document.body,
  );
}
