import { SIZES } from '@shared/constants';
import type { ProductSize } from '@shared/schemas/catalog';
import { cn } from '@app/components/ui/cn';
import { isSoldOut } from '../lib/stock';

export type Size = (typeof SIZES)[number];

interface SizePickerProps {
  value: Size | undefined;
  onChange: (size: Size) => void;
  /** each size's stock line; a size without one is for sale */
  stock: (size: Size) => ProductSize | undefined;
}

/**
 * Spec 2.6 and 9: S to XXL as real radio buttons (arrow keys move between them). A sold-out size
 * stays in its place, disabled, struck through and named so ("XXL, sold out").
 */
export function SizePicker({ value, onChange, stock }: SizePickerProps) {
  return (
    <fieldset>
      <legend className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-300 uppercase">
        Size
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {SIZES.map((size) => {
          const soldOut = isSoldOut(stock(size));
          return (
            <label
              key={size}
              title={soldOut ? 'Sold out' : undefined}
              className={cn(
                'grid h-11 min-w-13 place-items-center rounded-full border px-4 text-sm font-semibold transition duration-300',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400',
                soldOut
                  ? 'cursor-not-allowed border-ink-700 text-ink-500 line-through decoration-ink-500'
                  : value === size
                    ? 'cursor-pointer border-gold-400 bg-gold-500 text-ink-950'
                    : 'cursor-pointer border-ink-600 text-sand-100 hover:border-gold-500',
              )}
            >
              <input
                type="radio"
                name="size"
                value={size}
                checked={value === size}
                disabled={soldOut}
                aria-label={soldOut ? `${size}, sold out` : undefined}
                onChange={() => onChange(size)}
                className="sr-only"
              />
              {size}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
