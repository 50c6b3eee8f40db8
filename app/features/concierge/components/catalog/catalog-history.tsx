import type { CatalogHistoryEntry, ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { consoleApi } from '../../data/console-api';
import { VersionHistory } from '../common/version-history';

const ACTION_WORDS: Record<string, string> = {
  seeded: 'As first published',
  created: 'Added',
  edited: 'Edited',
  archived: 'Archived',
  restored: 'Back on the site',
  version_restored: 'An earlier version restored',
};

/** A destination's, jet's or product's versions, each restorable by an admin. */
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
  return (
    <VersionHistory
      queryKey={`catalog/${kind}/${id}/history@${record.updatedAt}`}
      load={(signal) => consoleApi.catalogHistory(kind, id, signal)}
      rowOf={(entry: CatalogHistoryEntry) => ({
        key: entry.version,
        entry,
        title: (
          <>
            <span className="tabular-nums text-stone-400">v{entry.version}</span>{' '}
            {ACTION_WORDS[entry.action] ?? entry.action}
          </>
        ),
        at: entry.at,
        by: entry.staffEmail,
        restoreLabel: `Restore version ${entry.version}`,
      })}
      emptyText="Unchanged since the club first published it. Each save from now on is kept here, and any earlier version can be restored in one step."
      canRestore={canRestore}
      restore={(entry) =>
        consoleApi.restoreCatalogVersion(kind, id, entry.version, record.updatedAt)
      }
      restoredTitle={(entry) => `Version ${entry.version} restored`}
      onRestored={onRestored}
    />
  );
}
