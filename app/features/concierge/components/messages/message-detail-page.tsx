import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useBackToList } from '../../lib/back-to-list';
import { PageHeader } from '../common/page-header';
import { RecordPending } from '../common/record-pending';
import { MessageActions } from './message-actions';
import { MessageBody, RepliesPanel, SenderPanel } from './message-panels';

/** /concierge/messages/:id: the message or consultation request, its replies, and the answer. */
export function MessageDetailPage({ id }: { id: string }) {
  const back = { to: useBackToList('/concierge/messages'), label: 'Messages' };
  const detail = useConsoleQuery(
    `message ${id}`,
    (signal) => consoleApi.message(Number(id), signal),
    {
      keep: false,
    },
  );
  const data = detail.data;
  if (!data) return <RecordPending query={detail} title="Message" back={back} />;
  return (
    <>
      <PageHeader title={data.message.name} description={data.message.email} back={back} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-5">
          <MessageBody message={data.message} />
          <RepliesPanel replies={data.replies} />
        </div>
        <div className="flex flex-col gap-5 lg:sticky lg:top-6">
          <MessageActions detail={data} onChanged={detail.replace} />
          <SenderPanel message={data.message} />
        </div>
      </div>
    </>
  );
}
