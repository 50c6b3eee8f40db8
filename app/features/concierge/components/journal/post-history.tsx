import type { ConsolePost, PostVersion } from '@shared/journal-api';
import { consoleApi } from '../../data/console-api';
import { momentLabel } from '../../lib/format';
import { VersionHistory } from '../common/version-history';

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

/** A post's versions, each restorable by an admin. */
export function PostHistory({
  post,
  canRestore,
  onRestored,
}: {
  post: ConsolePost;
  canRestore: boolean;
  onRestored: (post: ConsolePost) => void;
}) {
  return (
    <VersionHistory
      queryKey={`posts/${post.id}/history@${post.updatedAt}`}
      load={(signal) => consoleApi.postHistory(post.id, signal)}
      rowOf={(entry: PostVersion) => ({
        key: entry.id,
        entry,
        title: ACTION_WORDS[entry.action.replace(/^post\./, '')] ?? entry.action,
        at: entry.at,
        by: entry.actorEmail ?? (entry.action === 'published' ? 'the schedule' : 'the club'),
        restoreLabel: `Restore the version of ${momentLabel(entry.at)}`,
      })}
      emptyText="No saves yet. Each save from now on is kept here, and any earlier version can be restored in one step."
      canRestore={canRestore}
      restore={(entry) => consoleApi.restorePostVersion(post.id, entry.id, post.updatedAt)}
      restoredTitle={() => 'The earlier version is back'}
      onRestored={onRestored}
    />
  );
}
