import { ActivationSchema } from '@shared/schemas/giveaway';
import { WON_PAGE } from '@app/content/giveaway';
import { ACTIVATION_INITIATED, activationFailed } from '../lib/giveaway-toasts';
import { EntrantForm, type EntrantFormConfig } from './entrant-form';

const ACTIVATION: EntrantFormConfig = {
  kind: 'activation',
  label: 'Getaway activation',
  schema: ActivationSchema,
  success: ACTIVATION_INITIATED,
  failed: activationFailed,
  redirectTo: '/activate',
  confirmsHere: "we'll confirm the activation right here",
  submit: WON_PAGE.submit,
  submitting: WON_PAGE.submitting,
};

/** Spec 2.14 and 5: the gifted getaway activation; on success to /activate after 1.5 s. */
export function ActivationForm() {
  return <EntrantForm config={ACTIVATION} />;
}
