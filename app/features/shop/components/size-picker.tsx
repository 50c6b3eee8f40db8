import { SIZES } from '@shared/constants';
import { cn } from '@app/components/ui/cn';

export type Size = (typeof SIZES)[number];

interface SizePickerProps {
  value: Size | undefined;
  onChange: (size: Size) => void;
}

/** Spec 2.6 and 9: S to XXL as real radio buttons (arrow keys move between them). */
export function SizePicker({ value, onChange }: SizePickerProps) {
  return (
    <fieldset>
      <legend className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-300 uppercase">
        Size
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {SIZES.map((size) => (
          <label
            key={size}
            className={cn(
              'grid h-11 min-w-13 cursor-pointer place-items-center rounded-full border px-4 text-sm font-semibold transition duration-300',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400',
              value === size
                ? 'border-gold-400 bg-gold-500 text-ink-950'
                : 'border-ink-600 text-sand-100 hover:border-gold-500',
            )}
          >
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="sr-only"
            />
            {size}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
