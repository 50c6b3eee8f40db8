import { useNavigate } from 'react-router-dom';
import type { ConsolePost } from '@shared/journal-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { consoleApi } from '../../data/console-api';
import { usePostEditor } from '../../data/use-post-editor';
import { useBackToList } from '../../lib/back-to-list';
import { useConsoleStaff } from '../../lib/console-context';
import { catalogListHref, catalogRecordHref } from '../../lib/hrefs';
import { PageHeader } from '../common/page-header';
import { Panel } from '../common/panel';
import { RecordPending } from '../common/record-pending';
import { PostEditor } from './post-editor';
import { PostHistory } from './post-history';
import { PostSitePanel } from './post-site-panel';

const DESCRIPTION = 'The journal at /blog: stories and guides, written here in Markdown.';

function PostScreen({
  post,
  onChanged,
}: {
  post: ConsolePost;
  onChanged: (p: ConsolePost) => void;
}) {
  const admin = useConsoleStaff().role === 'admin';
  const editor = usePostEditor(post, (saved) => onChanged(saved));
  const moved = (next: ConsolePost) => {
    editor.startFrom(next);
    onChanged(next);
  };
  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <Panel title="The post">
        <PostEditor editor={editor} post={post} readOnly={!admin} />
      </Panel>
      <div className="flex min-w-0 flex-col gap-5 xl:sticky xl:top-6">
        <PostSitePanel post={post} canChange={admin} onChanged={moved} />
        <PostHistory post={post} canRestore={admin} onRestored={moved} />
      </div>
    </div>
  );
}

/** /concierge/catalog/posts/:id: one post, its form and preview, where it is, its history. */
export function PostRecordPage({ id }: { id: string }) {
  const back = { to: useBackToList(catalogListHref('posts')), label: 'Journal' };
  const detail = useConsoleQuery(`posts ${id}`, (signal) => consoleApi.post(Number(id), signal), {
    keep: false,
  });
  const post = detail.data;
  if (!post) return <RecordPending query={detail} title="Journal" back={back} />;
  return (
    <>
      <PageHeader title={post.title} description={DESCRIPTION} back={back} />
      <PostScreen post={post} onChanged={detail.replace} />
    </>
  );
}

/** /concierge/catalog/posts/new: a blank post; saved, it opens as the post it became. */
export function PostNewPage() {
  const navigate = useNavigate();
  const admin = useConsoleStaff().role === 'admin';
  const editor = usePostEditor(undefined, (created) =>
    navigate(catalogRecordHref('posts', created.id), { replace: true }),
  );
  return (
    <>
      <PageHeader
        title="New post"
        description="Saved as a draft, nobody sees it; schedule it or publish it when it is ready."
        back={{ to: catalogListHref('posts'), label: 'Journal' }}
      />
      <Panel title="The post">
        <PostEditor editor={editor} post={undefined} readOnly={!admin} />
      </Panel>
    </>
  );
}
