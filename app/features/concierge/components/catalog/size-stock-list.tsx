import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@app/components/ui/button';
import type { CatalogEditor } from '../../data/use-catalog-editor';
import { SIZE_CHOICES, type CatalogFormValues } from '../../lib/catalog-kinds';
import { ConsoleInput, ConsoleSelect } from '../common/console-fields';

/**
 * A product's sizes and the units of each for sale now. What open checkouts hold is already off
 * these numbers, so setting one never takes back a unit someone is paying for. A product with no
 * sizes keeps no stock (a service, a download).
 */
export function SizeStockList({ editor, disabled }: { editor: CatalogEditor; disabled: boolean }) {
  const { register, formState } = useFormContext<CatalogFormValues>();
  const { fields, append, remove } = editor.sizes;
  const headingId = useId();
  const unused = SIZE_CHOICES.filter((s) => !fields.some((f) => f.size === s));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:col-span-2">
      <div>
        <h3 id={headingId} className="font-sans text-xs font-medium text-sand-200">
          Sizes and stock
        </h3>
        <p className="mt-1 text-xs text-stone-400">
          Units for sale now; units held by open checkouts are already off these numbers.
        </p>
      </div>
      {fields.length === 0 && (
        <p className="text-sm text-stone-300">No stock is kept: it never sells out.</p>
      )}
      <ul className="flex flex-col gap-2">
        {fields.map((size, index) => (
          <li key={size.key} className="flex flex-wrap items-end gap-x-3 gap-y-2">
            <ConsoleSelect
              label="Size"
              srPrefix={`Row ${index + 1}`}
              options={SIZE_CHOICES}
              className="w-32"
              disabled={disabled}
              error={formState.errors.sizes?.[index]?.size?.message}
              {...register(`sizes.${index}.size`)}
            />
            <ConsoleInput
              label="In stock"
              srPrefix={`${size.size}:`}
              inputMode="numeric"
              className="w-28"
              disabled={disabled}
              error={formState.errors.sizes?.[index]?.stock?.message}
              {...register(`sizes.${index}.stock`)}
            />
            {!disabled && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove(index)}
                aria-label={`Remove the size ${size.size}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editor.listIssues.sizes && (
        <p role="alert" className="text-sm text-danger-300">
          {editor.listIssues.sizes}
        </p>
      )}
      {!disabled && unused.length > 0 && (
        <div>
          <Button
            size="sm"
            variant="outline"
            onClick={() => append({ size: unused[0]!, stock: '0' }, { shouldFocus: true })}
          >
            Add a size
          </Button>
        </div>
      )}
    </section>
  );
}
