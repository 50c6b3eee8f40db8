import { Dialog } from 'radix-ui';
import { WizardBody } from './wizard-body';

interface ConsultationWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 4: the consultation booking wizard in a dialog. Controlled, so the contact page, the
 * dashboard and the shop can each open it from their own button.
 */
export function ConsultationWizard({ open, onOpenChange }: ConsultationWizardProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink-950/80 backdrop-blur-sm data-[state=open]:animate-fade-up" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[95] max-h-[calc(100svh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-gold-500/25 bg-ink-900 p-6 shadow-card outline-none sm:p-9">
          <div aria-hidden className="hairline -mt-6 mb-6 opacity-70 sm:-mt-9 sm:mb-8" />
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            Private consultation
          </p>
          <Dialog.Title className="mt-3 text-display-sm">Book a Consultation</Dialog.Title>
          <Dialog.Description className="mt-2 mb-7 text-sm leading-relaxed text-stone-300">
            A private 60-minute call with a member advisor, at a time that suits you.
          </Dialog.Description>
          <WizardBody onBooked={() => onOpenChange(false)} />
          <Dialog.Close
            aria-label="Close"
            className="absolute top-5 right-5 grid size-9 cursor-pointer place-items-center rounded-full text-stone-400 transition hover:bg-white/5 hover:text-ivory-50"
          >
            <svg
              aria-hidden
              viewBox="0 0 16 16"
              className="size-4"
              fill="none"
              stroke="currentColor"
            >
              <path d="M3 3l10 10M13 3L3 13" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
