import type { ConsolePost } from '@shared/journal-api';
import { consoleApi } from '../../data/console-api';
import { momentLabel } from '../../lib/format';
import { postStatusWord } from '../../lib/post-form';
import { ArchivePanel } from '../common/archive-panel';

function whereItIs(post: ConsolePost): string {
  if (post.archivedAt)
    return `Archived ${momentLabel(post.archivedAt)}: the journal does not show it.`;
  if (post.status === 'published') {
    return `On /blog/${post.slug} since ${post.publishedAt ? momentLabel(post.publishedAt) : 'its save'}.`;
  }
  if (post.status === 'scheduled') return 'It publishes itself at its time; nobody sees it before.';
  return 'A draft: only staff see it.';
}

/** In the journal or not: archive takes a post off the site, restore puts it back. */
export function PostSitePanel({
  post,
  canChange,
  onChanged,
}: {
  post: ConsolePost;
  canChange: boolean;
  onChanged: (post: ConsolePost) => void;
}) {
  const archived = post.archivedAt !== null;
  return (
    <ArchivePanel
      title="In the journal"
      status={postStatusWord(post)}
      text={whereItIs(post)}
      archived={archived}
      canChange={canChange}
      toggle={() =>
        archived
          ? consoleApi.restorePost(post.id, post.updatedAt)
          : consoleApi.archivePost(post.id, post.updatedAt)
      }
      restoreLabel="Restore from the archive"
      doneTitle={archived ? 'Back in the journal' : 'Archived'}
      onChanged={onChanged}
    />
  );
}
