import { useState } from 'react';
import { VACATION } from '@shared/constants';
import { money } from '../lib/money';
import type { PaymentOption } from '../lib/vacation-plan';
import { CheckoutShell } from './checkout-shell';
import { VacationForm } from './vacation-form';
import { VacationSummary } from './vacation-summary';

/** /confirm (spec 2.14): review and secure the vacation booking. */
export function ConfirmPage() {
  const [option, setOption] = useState<PaymentOption>('full');
  return (
    <CheckoutShell
      eyebrow="Vacation Activation · Final Step"
      title="Review and secure your booking"
      intro={
        <p>
          Your Chicago stay is valued at up to {money(VACATION.valuedUpTo)}. Tell us who is
          travelling and how you would like to pay the taxes and fees; payment is taken securely on
          the next page.
        </p>
      }
      aside={<VacationSummary option={option} />}
    >
      <VacationForm onOptionChange={setOption} />
    </CheckoutShell>
  );
}
