import { Dialog, DialogContent } from '@app/components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        eyebrow="Private consultation"
        title="Book a Consultation"
        description="A private 60-minute call with a member advisor, at a time that suits you."
      >
        <WizardBody onBooked={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
