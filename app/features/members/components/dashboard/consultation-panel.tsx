import type { ReactNode } from 'react';
import type { ConsultationRequest } from '@app/local/db/db';
import { ConversationLink } from '../shared/conversation-link';
import { StatusBadge } from '../shared/status-badge';
import { useMemberConsultations } from '../../data/use-member-lists';
import { consultationStatus } from '../../lib/consultation-status';
import { longDay } from '../../lib/trip-dates';
import { Panel } from '../shared/panel';

interface ConsultationPanelProps {
  ownerId: string;
  /** the consultation wizard's own button, composed in by the route */
  bookButton: ReactNode;
  callTypeLabel: (callType: ConsultationRequest['callType']) => string;
}

/** Consultation booking, with the member's requests from any of their devices and where each stands. */
export function ConsultationPanel({ ownerId, bookButton, callTypeLabel }: ConsultationPanelProps) {
  const requests = useMemberConsultations(ownerId);
  return (
    <Panel eyebrow="Private advisor" title="Consultations" aside={bookButton}>
      <p className="max-w-xl text-sm leading-relaxed text-stone-300">
        A private 60-minute call with a member advisor: credit strategy, travel planning or your
        membership. FaceTime, Zoom or phone, at a time that suits you.
      </p>
      {requests.length > 0 && (
        <ul aria-label="Your consultation requests" className="mt-6 flex flex-col gap-3">
          {requests.map((r) => (
            <ConsultationRow key={r.id} request={r} callTypeLabel={callTypeLabel} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

interface ConsultationRowProps {
  request: ConsultationRequest;
  callTypeLabel: ConsultationPanelProps['callTypeLabel'];
}

/** One request: the topic, the call asked for, and where the club's advisor has it. */
function ConsultationRow({ request, callTypeLabel }: ConsultationRowProps) {
  const status = consultationStatus(request.status);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-ink-600 bg-ink-850 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ivory-50">{request.topic}</p>
          <p className="mt-1 text-xs text-stone-300">
            {callTypeLabel(request.callType)} · {longDay(request.preferredDate)} at{' '}
            {request.preferredTime} EST
          </p>
        </div>
        <StatusBadge status={status} />
      </div>
      {status.hint && <p className="text-xs text-stone-400">{status.hint}</p>}
      {request.serverId && <ConversationLink kind="consultation" refId={request.serverId} />}
    </li>
  );
}
