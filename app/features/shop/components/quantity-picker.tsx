import { UNITS_PER_CUSTOMER } from '@shared/constants';

interface QuantityPickerProps {
  value: number;
  onChange: (quantity: number) => void;
  /** the product's limit per customer, or fewer when fewer are left */
  max?: number;
}

const stepClass =
  'grid size-11 cursor-pointer place-items-center text-lg text-gold-300 transition hover:text-gold-200 disabled:cursor-not-allowed disabled:text-ink-500';

/** 1 or 2 units (spec 9: 2 units per customer). */
export function QuantityPicker({ value, onChange, max = UNITS_PER_CUSTOMER }: QuantityPickerProps) {
  return (
    <div className="flex flex-col gap-3">
      <span
        id="quantity-label"
        className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-300 uppercase"
      >
        Quantity
      </span>
      <div
        role="group"
        aria-labelledby="quantity-label"
        className="inline-flex items-center self-start rounded-full border border-ink-600"
      >
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
          className={stepClass}
        >
          −
        </button>
        <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          className={stepClass}
        >
          +
        </button>
      </div>
    </div>
  );
}
