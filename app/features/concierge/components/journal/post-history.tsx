import type { ConsolePost, PostVersion } from '@shared/journal-api';
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
  imported: 'As first published',
  created: 'Written',
  updated: 'Edited',
  published: 'Published on schedule',
  archived: 'Archived',
  restored: 'Back in the journal',
  'version-restored': 'An earlier version restored',
};

/** Every version of a post, newest first, and (for admins) the way back to any earlier one. */
export function PostHistory({
  post,
  canRestore,
  onRestored,
}: {
  post: ConsolePost;
  canRestore: boolean;
  onRestored: (post: ConsolePost) => void;
}) {
  const history = useConsoleQuery(`posts/${post.id}/history@${post.updatedAt}`, (signal) =>
    consoleApi.postHistory(post.id, signal),
  );
  const action = useStaffAction();

  async function restore(entry: PostVersion) {
    const result = await action.run(() =>
      consoleApi.restorePostVersion(post.id, entry.id, post.updatedAt),
    );
    if (result.ok) {
      toast({ title: 'The earlier version is back' });
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
          No saves yet. Each save from now on is kept here, and any earlier version can be restored
          in one step.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {history.data.map((entry, index) => (
            <li
              key={entry.id}
              className="flex items-start justify-between gap-3 border-t border-white/8 pt-3 first:border-t-0 first:pt-0"
            >
              <div className="min-w-0 text-sm">
                <p className="text-sand-100">
                  {ACTION_WORDS[entry.action.replace(/^post\./, '')] ?? entry.action}
                  {index === 0 && <span className="text-gold-300"> · current</span>}
                </p>
                <p className="truncate text-xs text-stone-400">
                  {momentLabel(entry.at)} ·{' '}
                  {entry.actorEmail ?? (entry.action === 'published' ? 'the schedule' : 'the club')}
                </p>
              </div>
              {canRestore && index > 0 && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0"
                  disabled={action.busy || !action.online}
                  onClick={() => void restore(entry)}
                  aria-label={`Restore the version of ${momentLabel(entry.at)}`}
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
