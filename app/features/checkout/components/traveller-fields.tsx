import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRY_OPTIONS } from '@shared/constants';
import { PersonInputs } from '@app/components/forms/person-inputs';
import { SelectField } from '@app/components/forms/select-field';
import { TextField } from '@app/components/ui/field';
import type { VacationFormValues } from '../lib/vacation-form';

interface TravellerFieldsProps {
  register: UseFormRegister<VacationFormValues>;
  errors: FieldErrors<VacationFormValues>;
}

/** Who travels: the four person fields, then country and postal code (spec 5). */
export function TravellerFields({ register, errors }: TravellerFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-5 font-display text-display-sm text-ivory-50">Lead traveller</legend>
      <PersonInputs
        errors={errors}
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          phoneNumber: register('phoneNumber'),
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Country"
          placeholder="Select a country"
          options={COUNTRY_OPTIONS}
          autoComplete="country"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      </div>
    </fieldset>
  );
}
