import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '@app/components/forms/checkbox-field';
import { AGREEMENTS, type VacationFormValues } from '../lib/vacation-form';

interface AgreementsProps {
  register: UseFormRegister<VacationFormValues>;
  errors: FieldErrors<VacationFormValues>;
}

/** Spec 5's three boxes, each with its own message. */
export function Agreements({ register, errors }: AgreementsProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">Agreements</legend>
      {AGREEMENTS.map(({ name, label }) => (
        <CheckboxField key={name} label={label} error={errors[name]?.message} {...register(name)} />
      ))}
    </fieldset>
  );
}
