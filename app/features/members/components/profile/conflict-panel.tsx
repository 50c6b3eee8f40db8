import { Button } from '@app/components/ui/button';
import { conflictDiff } from '../../lib/conflict-diff';
import { PROFILE_FIELD_LABELS } from '../../lib/profile-fields';
import type { ProfileConflict } from '../../data/profile-outbox';

interface ConflictPanelProps {
  conflict: ProfileConflict;
  busy: boolean;
  onApplyMine: () => void;
  onKeepSaved: () => void;
}

const shown = (value: string) => value || '—';

/** A save refused because the profile changed elsewhere: both versions, field by field. */
export function ConflictPanel({ conflict, busy, onApplyMine, onKeepSaved }: ConflictPanelProps) {
  const changes = conflictDiff(conflict.draft, conflict.current);
  return (
    <div role="alert" className="flex flex-col gap-6">
      <div className="rounded-2xl border border-gold-500/40 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed">
        <p className="font-semibold text-gold-200">Your profile was changed on another device.</p>
        <p className="mt-1 text-sand-100">
          Your edit is kept. Compare the two versions, then choose which to keep.
        </p>
      </div>
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">
          Differences between your changes and the saved version
        </caption>
        <thead>
          <tr className="text-[0.66rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">
            <th scope="col" className="w-1/4 pb-3 font-semibold">
              Field
            </th>
            <th scope="col" className="pb-3 font-semibold">
              Your changes
            </th>
            <th scope="col" className="pb-3 font-semibold">
              Saved version
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/6">
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row" className="py-3 pr-3 align-top font-medium text-stone-300">
                {PROFILE_FIELD_LABELS[c.field]}
              </th>
              <td className="py-3 pr-3 align-top break-words text-gold-200">{shown(c.mine)}</td>
              <td className="py-3 align-top break-words text-sand-100">{shown(c.saved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap justify-end gap-3 border-t border-white/8 pt-6">
        <Button variant="outline" onClick={onKeepSaved} disabled={busy}>
          Use the saved version
        </Button>
        <Button onClick={onApplyMine} disabled={busy}>
          Apply my changes on top
        </Button>
      </div>
    </div>
  );
}
