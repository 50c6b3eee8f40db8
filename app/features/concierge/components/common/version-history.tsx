import type { ReactNode } from 'react';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { useConsoleQuery } from '../../data/use-console-query';
import { useStaffAction } from '../../data/use-staff-action';
import { momentLabel } from '../../lib/format';
import { ActionFailure } from './action-notices';
import { Panel } from './panel';
import { FailureState } from './query-states';

/** One saved version as the history lists it. */
export interface VersionRow<E> {
  key: string | number;
  entry: E;
  /** what was done: "Edited", "Archived"… (with the version's number where it has one) */
  title: ReactNode;
  at: string;
  /** who: a staff member's email, or the club's own hand ("the schedule") */
  by: string;
  /** the Restore button's name for a screen reader: which version it brings back */
  restoreLabel: string;
}

/**
 * Every saved version of a catalogue record or a post, newest first: who made it and when, and
 * (for admins) the way back to any earlier one in one step, saved as a new version on top. The
 * query key carries the record's updatedAt, so a save lists its new version at once.
 */
export function VersionHistory<E, R>({
  queryKey,
  load,
  rowOf,
  emptyText,
  canRestore,
  restore,
  restoredTitle,
  onRestored,
}: {
  queryKey: string;
  load: (signal: AbortSignal) => Promise<E[]>;
  rowOf: (entry: E) => VersionRow<E>;
  emptyText: string;
  canRestore: boolean;
  restore: (entry: E) => Promise<R>;
  restoredTitle: (entry: E) => string;
  onRestored: (record: R) => void;
}) {
  const history = useConsoleQuery(queryKey, load);
  const action = useStaffAction();

  async function restoreRow(entry: E) {
    const result = await action.run(() => restore(entry));
    if (result.ok) {
      toast({ title: restoredTitle(entry) });
      onRestored(result.value);
    }
  }

  return (
    <Panel title="History">
      {history.failure ? (
        <FailureState failure={history.failure} onRetry={history.reload} />
      ) : !history.data ? (
        <p className="text-sm text-stone-400">Loading the history…</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm leading-relaxed text-stone-300">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {history.data.map(rowOf).map((row, index) => (
            <li
              key={row.key}
              className="flex items-start justify-between gap-3 border-t border-white/8 pt-3 first:border-t-0 first:pt-0"
            >
              <div className="min-w-0 text-sm">
                <p className="text-sand-100">
                  {row.title}
                  {index === 0 && <span className="text-gold-300"> · current</span>}
                </p>
                <p className="truncate text-xs text-stone-400">
                  {momentLabel(row.at)} · {row.by}
                </p>
              </div>
              {canRestore && index > 0 && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0"
                  disabled={action.busy || !action.online}
                  onClick={() => void restoreRow(row.entry)}
                  aria-label={row.restoreLabel}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-3">
        <ActionFailure failure={action.failure} />
      </div>
    </Panel>
  );
}
