import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { CrossIcon } from './cross-icon';

/** Re-exported so callers compose one import: Root for state, Trigger and Close as buttons. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;
export const DialogTitle = RadixDialog.Title;

type Size = 'sm' | 'md' | 'lg';

const sizes: Record<Size, string> = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: 'max-w-3xl',
};

type Variant = 'panel' | 'fullscreen' | 'sheet';

const overlays: Record<Variant, string> = {
  panel: 'z-[90] bg-ink-950/80',
  fullscreen: 'z-[80] bg-ink-950/92',
  // Under the panels: a dialog opened from the menu (none today) would sit above it.
  sheet: 'z-[60] bg-ink-950/70',
};

const frames: Record<Variant, string> = {
  panel:
    'top-1/2 left-1/2 z-[95] max-h-[calc(100svh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-gold-500/25 bg-ink-900 p-6 shadow-card sm:p-9',
  fullscreen: 'inset-0 z-[90]',
  // Full height on phones, a side panel from the right on wider screens.
  sheet:
    'inset-0 z-[70] flex flex-col overflow-y-auto bg-ink-900 px-6 pt-5 pb-8 shadow-card sm:left-auto sm:w-[480px] sm:border-l sm:border-gold-500/20 sm:px-10',
};

export interface DialogFrameProps extends ComponentProps<typeof RadixDialog.Content> {
  variant?: Variant;
}

/**
 * The overlay and the content box every dialog shares: portal, focus trap, Escape and outside
 * click, the opening animation. DialogContent builds the brand's panel on it; a viewer that lays
 * out its own title (the lightbox) uses it directly.
 */
export function DialogFrame({ variant = 'panel', className, ...props }: DialogFrameProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay
        className={cn(
          'fixed inset-0 backdrop-blur-sm data-[state=open]:animate-fade-up',
          overlays[variant],
        )}
      />
      <RadixDialog.Content
        className={cn(
          'fixed outline-none data-[state=open]:animate-fade-up',
          frames[variant],
          className,
        )}
        {...props}
      />
    </RadixDialog.Portal>
  );
}

/** The round × that closes a dialog; the caller places and colours it. */
export function DialogCloseButton({
  className,
  label = 'Close',
}: {
  className?: string;
  /** Its accessible name, when "Close" alone would not say what closes. */
  label?: string;
}) {
  return (
    <RadixDialog.Close
      aria-label={label}
      className={cn('grid cursor-pointer place-items-center rounded-full transition', className)}
    >
      <CrossIcon className="size-4" />
    </RadixDialog.Close>
  );
}

export interface DialogContentProps {
  /** The dialog's accessible name, shown as its serif heading. */
  title: ReactNode;
  /** Read with the name by screen readers; omit when the body speaks for itself. */
  description?: ReactNode;
  /** A small gold label above the title, in the brand's voice. */
  eyebrow?: ReactNode;
  size?: Size;
  className?: string;
  children?: ReactNode;
}

/**
 * The brand's modal panel: focus returns to the trigger on close. Centred, scrollable when
 * taller than the screen, with a close button.
 */
export function DialogContent({
  title,
  description,
  eyebrow,
  size = 'md',
  className,
  children,
}: DialogContentProps) {
  return (
    <DialogFrame
      // Without a description Radix warns unless aria-describedby is explicitly undefined.
      {...(description ? {} : { 'aria-describedby': undefined })}
      className={cn(sizes[size], className)}
    >
      <div aria-hidden className="hairline -mt-6 mb-6 opacity-70 sm:-mt-9 sm:mb-8" />
      {eyebrow && (
        <p className="pr-10 text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {eyebrow}
        </p>
      )}
      <RadixDialog.Title className={cn('pr-10 text-display-sm', eyebrow ? 'mt-3' : undefined)}>
        {title}
      </RadixDialog.Title>
      {description && (
        <RadixDialog.Description className="mt-2 text-sm leading-relaxed text-stone-300">
          {description}
        </RadixDialog.Description>
      )}
      <div className="mt-7">{children}</div>
      <DialogCloseButton className="absolute top-5 right-5 size-9 text-stone-400 hover:bg-white/5 hover:text-ivory-50" />
    </DialogFrame>
  );
}
