import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@shared/constants';
import { cn } from './cn';
import { useToastStore } from './toast-store';
import { CrossIcon } from './cross-icon';

/** Spec 9's toast rules: 5 s, swipe right past 50 px dismisses, F8 focuses the notifications. */
export function ToastOutlet() {
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      <CurrentToast />
      <Toast.Viewport
        hotkey={[...TOAST_HOTKEY]}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[440px] list-none flex-col gap-3 p-4 outline-none sm:p-6"
      />
    </Toast.Provider>
  );
}

function CurrentToast() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  if (!current) return null;
  const destructive = current.variant === 'destructive';
  return (
    <Toast.Root
      key={current.id}
      duration={current.duration}
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismiss(current.id);
      }}
      className={cn(
        'group relative overflow-hidden rounded-2xl border bg-ink-900/95 py-5 pr-12 pl-6 shadow-card backdrop-blur-md',
        'data-[state=open]:animate-fade-up',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        destructive ? 'border-danger-500/50' : 'border-gold-500/30',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'absolute inset-x-6 top-0 h-px',
          destructive
            ? 'bg-linear-to-r from-transparent via-danger-500 to-transparent'
            : 'hairline',
        )}
      />
      <Toast.Title className="flex items-center gap-2.5 font-display text-xl leading-tight font-medium text-ivory-50">
        <span
          aria-hidden
          className={cn(
            'size-1.5 shrink-0 rounded-full',
            destructive ? 'bg-danger-500' : 'bg-gold-400',
          )}
        />
        {current.title}
      </Toast.Title>
      {current.description && (
        <Toast.Description className="mt-1.5 text-sm leading-relaxed text-stone-300">
          {current.description}
        </Toast.Description>
      )}
      {current.action && (
        <Toast.Action
          altText={current.action.altText}
          onClick={current.action.onClick}
          className="mt-4 inline-flex h-9 cursor-pointer items-center rounded-full border border-gold-500/60 px-4 text-[0.68rem] font-semibold tracking-[0.18em] text-gold-300 uppercase transition hover:bg-gold-500/10"
        >
          {current.action.label}
        </Toast.Action>
      )}
      <Toast.Close
        aria-label="Dismiss notification"
        className="absolute top-4 right-4 grid size-7 cursor-pointer place-items-center rounded-full text-stone-400 transition hover:text-ivory-50"
      >
        <CrossIcon />
      </Toast.Close>
    </Toast.Root>
  );
}
