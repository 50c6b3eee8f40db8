import type { Ref } from 'react';
import { CATEGORY_LABELS, DESTINATION_CATEGORIES } from '@shared/constants';
import type { Destination } from '@shared/schemas/catalog';
import { SelectField } from '@app/components/forms/select-field';
import { DestinationLockedHint } from './destination-locked-hint';

interface DestinationFieldProps {
  destinations: Destination[];
  loading: boolean;
  locked: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Spec 2.4: a destination choice, grouped by region; pre-selected and locked when the page was
 * opened for one destination. A locked select is disabled but its value is still submitted.
 */
export function DestinationField({
  destinations,
  loading,
  locked,
  ...props
}: DestinationFieldProps) {
  const { value, onChange, onBlur, name, error, ref } = props;
  const hint = locked ? <DestinationLockedHint /> : undefined;
  return (
    <SelectField
      label="Destination"
      name={name}
      ref={ref}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={locked}
      error={error}
      hint={hint}
      placeholder={loading ? 'Loading destinations...' : 'Select a destination'}
    >
      {DESTINATION_CATEGORIES.map((category) => {
        const inCategory = destinations.filter((d) => d.category === category);
        if (inCategory.length === 0) return null;
        return (
          <optgroup key={category} label={CATEGORY_LABELS[category]}>
            {inCategory.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}, {d.country}
              </option>
            ))}
          </optgroup>
        );
      })}
    </SelectField>
  );
}
