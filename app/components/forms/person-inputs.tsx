import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@app/components/ui/field';

type PersonKey = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

interface PersonInputsProps {
  fields: { [K in PersonKey]: UseFormRegisterReturn<K> };
  errors: Partial<Record<PersonKey, FieldError>>;
}

/**
 * First and last name, email and phone (spec 5's waitlist fields): the waitlist, the giveaway
 * entry, the activation and registration all ask for them the same way.
 */
export function PersonInputs({ fields, errors }: PersonInputsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...fields.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...fields.lastName}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...fields.email}
      />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...fields.phoneNumber}
      />
    </>
  );
}
