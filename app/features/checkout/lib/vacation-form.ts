import type { VacationCheckout, VacationFormInput } from '@shared/schemas/checkout';

/** The /confirm form's values: the schema's input, with the agreements still unticked. */
export type VacationFormValues = Omit<
  VacationFormInput,
  'agreeToTerms' | 'understand18Months' | 'consentToContact' | 'country' | 'paymentOption'
> & {
  country: VacationFormInput['country'] | '';
  paymentOption: VacationFormInput['paymentOption'];
  agreeToTerms: boolean;
  understand18Months: boolean;
  consentToContact: boolean;
};

export const EMPTY_VACATION_FORM: VacationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  country: '',
  postalCode: '',
  paymentOption: 'full',
  agreeToTerms: false,
  understand18Months: false,
  consentToContact: false,
};

/** Spec 7: the payload carries the payment option and the traveller, not the agreements. */
export function vacationPayload(values: VacationFormValues): VacationCheckout {
  const { paymentOption, firstName, lastName, email, phoneNumber, country, postalCode } = values;
  return {
    paymentOption,
    customerInfo: {
      firstName,
      lastName,
      email,
      phoneNumber,
      country: country as VacationCheckout['customerInfo']['country'],
      postalCode,
    },
  };
}

export const AGREEMENTS = [
  {
    name: 'agreeToTerms',
    label: 'I agree to the terms and conditions of this vacation offer.',
  },
  {
    name: 'understand18Months',
    label: 'I understand the vacation must be travelled within 18 months of booking.',
  },
  {
    name: 'consentToContact',
    label: 'I consent to be contacted by phone and email about my reservation.',
  },
] as const;
