import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@app/components/ui/button';
import { ConsultationWizard } from './consultation-wizard';

interface BookConsultationButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  children?: ReactNode;
}

/** A button that opens the consultation wizard: drop it on any page. */
export function BookConsultationButton({ children, ...props }: BookConsultationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children ?? 'Book a Consultation'}
      </Button>
      <ConsultationWizard open={open} onOpenChange={setOpen} />
    </>
  );
}
