import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@app/components/ui/button';

// The wizard (its dialog, steps and form code) loads on the first click, not with the page.
const ConsultationWizard = lazy(() =>
  import('./consultation-wizard').then((m) => ({ default: m.ConsultationWizard })),
);

interface BookConsultationButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  children?: ReactNode;
}

/** A button that opens the consultation wizard: drop it on any page. */
export function BookConsultationButton({ children, ...props }: BookConsultationButtonProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the wizard stays mounted so closing it keeps Radix's exit and focus return.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        {...props}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {children ?? 'Book a Consultation'}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ConsultationWizard open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
