import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { VacationFormSchema } from '@shared/schemas/checkout';
import { Button } from '@app/components/ui/button';
import { useVacationCheckout } from '../data/use-vacation-checkout';
import {
  EMPTY_VACATION_FORM,
  vacationPayload,
  type VacationFormValues,
} from '../lib/vacation-form';
import type { PaymentOption } from '../lib/vacation-plan';
import { Agreements } from './agreements';
import { PaymentOptions } from './payment-options';
import { TravellerFields } from './traveller-fields';

// The resolver runs VacationFormSchema unchanged; only its input type is widened, because the
// boxes start unticked and the country unchosen, which the schema rightly refuses.
const resolver = valibotResolver(VacationFormSchema) as unknown as Resolver<VacationFormValues>;

interface VacationFormProps {
  /** tells the summary beside the form which option is chosen */
  onOptionChange?: (option: PaymentOption) => void;
}

/** /confirm's form (spec 2.14, 5): the traveller, the payment option and three agreements. */
export function VacationForm({ onOptionChange }: VacationFormProps) {
  const { register, handleSubmit, control, formState } = useForm<VacationFormValues>({
    resolver,
    defaultValues: EMPTY_VACATION_FORM,
  });
  const { errors, isSubmitting } = formState;
  const option = useWatch({ control, name: 'paymentOption' });
  const { submit, leaving } = useVacationCheckout();
  const paymentField = register('paymentOption', {
    onChange: (e: { target: { value: PaymentOption } }) => onOptionChange?.(e.target.value),
  });
  const busy = isSubmitting || leaving;

  return (
    <form
      noValidate
      aria-label="Secure your booking"
      onSubmit={handleSubmit((values) => submit(vacationPayload(values)))}
      className="flex flex-col gap-10"
    >
      <TravellerFields register={register} errors={errors} />
      <PaymentOptions field={paymentField} value={option} error={errors.paymentOption?.message} />
      <Agreements register={register} errors={errors} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Processing...' : 'Secure My Booking'}
      </Button>
    </form>
  );
}
