import { Link } from 'react-router-dom';
import type { Ref } from 'react';
import { CATEGORY_LABELS, DESTINATION_CATEGORIES } from '@shared/constants';
import type { Destination } from '@shared/schemas/catalog';
import { SelectField } from '@app/components/forms/select-field';

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
  const hint = locked ? (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <LockGlyph />
      <span>Locked to the destination you chose.</span>
      <Link
        to="/booking"
        className="text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200"
      >
        Choose another
      </Link>
    </span>
  ) : undefined;
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

function LockGlyph() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      className="size-3.5 text-gold-400"
    >
      <rect x="3" y="7" width="10" height="7" rx="1.5" strokeWidth="1.3" />
      <path d="M5.5 7V5a2.5 2.5 0 015 0v2" strokeWidth="1.3" />
    </svg>
  );
}
