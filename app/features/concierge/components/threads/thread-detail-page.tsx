import { Link } from 'react-router-dom';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { THREAD_CHANGES, useLiveReload } from '../../data/use-live-reload';
import { useBackToList } from '../../lib/back-to-list';
import { memberHref } from '../../lib/hrefs';
import { THREAD_KIND } from '../../lib/status-words';
import { PageHeader } from '../common/page-header';
import { RecordPending } from '../common/record-pending';
import { ThreadMessages } from './thread-messages';
import { ThreadReply } from './thread-reply';

/** /concierge/threads/:id: a member's conversation, kept current, and the reply. */
export function ThreadDetailPage({ id }: { id: string }) {
  const back = { to: useBackToList('/concierge/threads'), label: 'Conversations' };
  const detail = useConsoleQuery(`thread ${id}`, (signal) => consoleApi.thread(id, signal), {
    keep: false,
  });
  useLiveReload(detail.reload, THREAD_CHANGES);
  const data = detail.data;
  if (!data) return <RecordPending query={detail} title="Conversation" back={back} />;
  return (
    <>
      <PageHeader
        title={data.subject}
        description={`${THREAD_KIND[data.kind]} · ${data.memberName || data.memberEmail}`}
        back={back}
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <ThreadMessages threadId={data.id} messages={data.messages} />
        <div className="flex flex-col gap-5 lg:sticky lg:top-6">
          <ThreadReply thread={data} onChanged={detail.replace} />
          <Link to={memberHref(data.memberId)} className="text-sm text-gold-200 hover:underline">
            Open {data.memberName || data.memberEmail}’s account
          </Link>
        </div>
      </div>
    </>
  );
}
