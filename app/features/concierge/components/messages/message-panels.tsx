import { Link } from 'react-router-dom';
import type { ConciergeMessage, MessageReply } from '@shared/concierge-api';
import { momentLabel } from '../../lib/format';
import { MESSAGE_KIND } from '../../lib/status-words';
import { DetailList, orDash } from '../common/detail-list';
import { Panel } from '../common/panel';
import { memberHref } from '../../lib/hrefs';
import { messageSubject } from './message-columns';

/** What was written, and the consultation's own details when it is one. */
export function MessageBody({ message: m }: { message: ConciergeMessage }) {
  return (
    <Panel title={MESSAGE_KIND[m.kind]}>
      <p className="font-display text-xl text-ivory-50">{messageSubject(m)}</p>
      <p className="mt-1 text-xs text-stone-400">Received {momentLabel(m.createdAt)}</p>
      <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-sand-100">{m.message}</p>
      {m.details && (
        <DetailList
          columns={3}
          className="mt-6 border-t border-white/6 pt-5"
          items={[
            { term: 'Call', value: m.details.callType },
            { term: 'Topic', value: m.details.topic },
            { term: 'Preferred day', value: m.details.preferredDate },
            { term: 'Preferred time', value: m.details.preferredTime },
            { term: 'Apple ID (FaceTime)', value: orDash(m.details.appleId) },
          ]}
        />
      )}
    </Panel>
  );
}

/** Who wrote, and how to reach them. */
export function SenderPanel({ message: m }: { message: ConciergeMessage }) {
  return (
    <Panel title="From">
      <DetailList
        columns={1}
        items={[
          { term: 'Name', value: m.name },
          {
            term: 'Email',
            value: (
              <a href={`mailto:${m.email}`} className="text-gold-200 hover:underline">
                {m.email}
              </a>
            ),
          },
          { term: 'Phone', value: orDash(m.phoneNumber) },
          {
            term: 'Member',
            value: m.userId ? (
              <Link to={memberHref(m.userId)} className="text-gold-200 hover:underline">
                Open their account
              </Link>
            ) : (
              <span className="text-stone-400">Sent signed out</span>
            ),
          },
        ]}
      />
    </Panel>
  );
}

/** The club's replies so far, oldest first, as mailed. */
export function RepliesPanel({ replies }: { replies: readonly MessageReply[] }) {
  return (
    <Panel title={`Replies (${replies.length})`}>
      {replies.length === 0 ? (
        <p className="text-sm text-stone-400">No reply yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {replies.map((r) => (
            <li key={r.id} className="rounded-xl border border-white/6 bg-ink-850/60 p-4">
              <p className="text-xs text-stone-400">
                {r.staffEmail} · {momentLabel(r.createdAt)}
              </p>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-sand-100">
                {r.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
