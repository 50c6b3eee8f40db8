import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@app/components/ui/field';
import type { EntrantFields } from '../lib/entrant-fields';

interface EntrantInputsProps {
  fields: { [K in keyof EntrantFields]: UseFormRegisterReturn<K> };
  errors: Partial<Record<keyof EntrantFields, FieldError>>;
}

/** First and last name, email and phone: the four fields both forms share. */
export function EntrantInputs({ fields, errors }: EntrantInputsProps) {
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
