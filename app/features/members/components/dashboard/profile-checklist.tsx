import { Link } from 'react-router-dom';
import type { CurrentUser } from '@shared/api';
import { cn } from '@app/components/ui/cn';
import { profileSteps, type ProfileStep } from '../../lib/profile-checklist';
import { Panel } from '../shared/panel';
import { ChecklistProgress } from './checklist-progress';

/** Spec 2.9's profile checklist: each step is done when the member's record says so. */
export function ProfileChecklist({ user }: { user: CurrentUser }) {
  const steps = profileSteps(user);
  const done = steps.filter((s) => s.done).length;
  return (
    <Panel
      eyebrow="Getting started"
      title="Your profile checklist"
      aside={<ChecklistProgress done={done} total={steps.length} />}
    >
      <ul className="flex flex-col gap-3">
        {steps.map((step) => (
          <StepRow key={step.id} step={step} />
        ))}
      </ul>
    </Panel>
  );
}

function StepRow({ step }: { step: ProfileStep }) {
  return (
    <li
      className={cn(
        'flex items-start gap-4 rounded-2xl border px-4 py-3.5',
        step.done ? 'border-white/5 bg-ink-850/50' : 'border-ink-600 bg-ink-850',
      )}
    >
      <StepMark done={step.done} />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm font-medium', step.done ? 'text-stone-400' : 'text-ivory-50')}>
          {step.title}
          {step.done && <span className="sr-only"> (done)</span>}
        </p>
        <p className="mt-0.5 text-xs leading-relaxed text-stone-400">{step.detail}</p>
        {!step.done && (
          <Link
            to={step.href}
            className="mt-2 inline-block text-[0.68rem] font-semibold tracking-[0.16em] text-gold-300 uppercase underline-offset-4 hover:text-gold-200 hover:underline"
          >
            {step.action} <span aria-hidden>→</span>
          </Link>
        )}
      </div>
    </li>
  );
}

function StepMark({ done }: { done: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-6 shrink-0 place-items-center rounded-full border',
        done ? 'border-gold-500 bg-gold-500 text-ink-950' : 'border-ink-500',
      )}
    >
      {done && (
        <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" className="size-3.5">
          <path d="M3.5 8.5l3 3 6-7" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  );
}
