import { useId } from 'react';
import { Switch } from '@app/components/ui/switch';
import { PUSH_CATEGORIES, type PushCategory } from '@shared/schemas/push';
import { CATEGORY_LABELS } from '../lib/push-categories';

interface CategorySwitchesProps {
  categories: readonly PushCategory[];
  disabled: boolean;
  onToggle: (category: PushCategory, on: boolean) => void;
}

/** One switch per kind of notification this device gets. */
export function CategorySwitches({ categories, disabled, onToggle }: CategorySwitchesProps) {
  return (
    <ul aria-label="What this device is told" className="flex flex-col gap-3">
      {PUSH_CATEGORIES.map((category) => (
        <CategoryRow
          key={category}
          category={category}
          on={categories.includes(category)}
          disabled={disabled}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
}

interface CategoryRowProps {
  category: PushCategory;
  on: boolean;
  disabled: boolean;
  onToggle: CategorySwitchesProps['onToggle'];
}

function CategoryRow({ category, on, disabled, onToggle }: CategoryRowProps) {
  const id = useId();
  const { label, hint } = CATEGORY_LABELS[category];
  return (
    <li className="flex items-center justify-between gap-4 rounded-2xl border border-white/6 bg-ink-850 px-5 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sand-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-400">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={on}
        disabled={disabled}
        onCheckedChange={(checked) => onToggle(category, checked)}
      />
    </li>
  );
}
