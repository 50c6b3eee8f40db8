import { CREDIT_REPAIR_STEPS } from '@app/content/dashboard';
import { CheckboxField } from '@app/components/forms/checkbox-field';
import { useChecklist } from '../../data/use-checklist';
import { Panel } from '../shared/panel';
import { ChecklistProgress } from './checklist-progress';

/** The credit-repair steps; spec 2.9: the ticks are kept on this device only, per member. */
export function CreditChecklist({ ownerId }: { ownerId: string }) {
  const { ticks, toggle } = useChecklist(ownerId);
  const done = CREDIT_REPAIR_STEPS.filter((s) => ticks.has(s.id)).length;
  return (
    <Panel
      eyebrow="120-day challenge"
      title="Credit repair checklist"
      aside={<ChecklistProgress done={done} total={CREDIT_REPAIR_STEPS.length} />}
    >
      <ul className="flex flex-col gap-4">
        {CREDIT_REPAIR_STEPS.map((step) => (
          <li key={step.id}>
            <CheckboxField
              label={
                <>
                  <span className="font-medium text-ivory-50">{step.title}</span>
                  <span className="block text-xs text-stone-400">{step.detail}</span>
                </>
              }
              checked={ticks.has(step.id)}
              onChange={(e) => void toggle(step.id, e.target.checked)}
            />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-xs text-stone-400">Your ticks are kept on this device only.</p>
    </Panel>
  );
}
