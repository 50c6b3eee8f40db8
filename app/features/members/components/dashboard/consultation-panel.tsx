import type { ReactNode } from 'react';
import type { ConsultationRequest } from '@app/local/db';
import { useMemberConsultations } from '../../data/use-member-lists';
import { longDay } from '../../lib/trip-dates';
import { Panel } from '../shared/panel';

interface ConsultationPanelProps {
  ownerId: string;
  /** the consultation wizard's own button, composed in by the route */
  bookButton: ReactNode;
  callTypeLabel: (callType: ConsultationRequest['callType']) => string;
}

/** Consultation booking, with the requests this member has made on this device. */
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
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 rounded-2xl border border-ink-600 bg-ink-850 px-4 py-3"
            >
              <span className="text-sm font-medium text-ivory-50">{r.topic}</span>
              <span className="text-xs text-stone-300">
                {callTypeLabel(r.callType)} · {longDay(r.preferredDate)} at {r.preferredTime} EST
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
