import type { ConsolePost } from '@shared/journal-api';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { consoleApi } from '../../data/console-api';
import { useStaffAction } from '../../data/use-staff-action';
import { momentLabel } from '../../lib/format';
import { postStatusWord } from '../../lib/post-form';
import { ActionFailure } from '../common/action-notices';
import { Panel } from '../common/panel';
import { StatusPill } from '../common/status-pill';

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
  const action = useStaffAction();
  const archived = post.archivedAt !== null;
  async function toggle() {
    const result = await action.run(() =>
      archived
        ? consoleApi.restorePost(post.id, post.updatedAt)
        : consoleApi.archivePost(post.id, post.updatedAt),
    );
    if (result.ok) {
      toast({ title: archived ? 'Back in the journal' : 'Archived' });
      onChanged(result.value);
    }
  }
  return (
    <Panel title="In the journal" aside={<StatusPill status={postStatusWord(post)} />}>
      <p className="text-sm leading-relaxed break-words text-stone-300">{whereItIs(post)}</p>
      {canChange && (
        <div className="mt-4 flex flex-col gap-3">
          <Button
            size="sm"
            variant={archived ? 'gold' : 'outline'}
            disabled={action.busy || !action.online}
            onClick={() => void toggle()}
          >
            {archived ? 'Restore from the archive' : 'Archive'}
          </Button>
          <ActionFailure failure={action.failure} />
        </div>
      )}
    </Panel>
  );
}
