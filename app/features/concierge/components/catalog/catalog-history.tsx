import type { CatalogHistoryEntry, ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useStaffAction } from '../../data/use-staff-action';
import { momentLabel } from '../../lib/format';
import { ActionFailure } from '../common/action-notices';
import { Panel } from '../common/panel';
import { FailureState } from '../common/query-states';

const ACTION_WORDS: Record<string, string> = {
  seeded: 'As first published',
  created: 'Added',
  edited: 'Edited',
  archived: 'Archived',
  restored: 'Back on the site',
  version_restored: 'An earlier version restored',
};

/**
 * Every version of a record, newest first: who made it and when, and (for admins) the way back
 * to any earlier one in one step, saved as a new version on top of the current one.
 */
export function CatalogHistory({
  kind,
  record,
  canRestore,
  onRestored,
}: {
  kind: CatalogKind;
  record: ConsoleCatalogRecord;
  canRestore: boolean;
  onRestored: (record: ConsoleCatalogRecord) => void;
}) {
  const id = String(record.id);
  const history = useConsoleQuery(`catalog/${kind}/${id}/history@${record.updatedAt}`, (signal) =>
    consoleApi.catalogHistory(kind, id, signal),
  );
  const action = useStaffAction();

  async function restore(entry: CatalogHistoryEntry) {
    const result = await action.run(() =>
      consoleApi.restoreCatalogVersion(kind, id, entry.version, record.updatedAt),
    );
    if (result.ok) {
      toast({ title: `Version ${entry.version} restored` });
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
        <p className="text-sm leading-relaxed text-stone-300">
          Unchanged since the club first published it. Each save from now on is kept here, and any
          earlier version can be restored in one step.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {history.data.map((entry, index) => (
            <li
              key={entry.version}
              className="flex flex-wrap items-start justify-between gap-2 border-t border-white/8 pt-3 first:border-t-0 first:pt-0"
            >
              <div className="min-w-0 text-sm">
                <p className="text-sand-100">
                  <span className="tabular-nums text-stone-400">v{entry.version}</span>{' '}
                  {ACTION_WORDS[entry.action] ?? entry.action}
                  {index === 0 && <span className="text-gold-300"> · current</span>}
                </p>
                <p className="truncate text-xs text-stone-400">
                  {momentLabel(entry.at)} · {entry.staffEmail}
                </p>
              </div>
              {canRestore && index > 0 && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={action.busy || !action.online}
                  onClick={() => void restore(entry)}
                  aria-label={`Restore version ${entry.version}`}
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
