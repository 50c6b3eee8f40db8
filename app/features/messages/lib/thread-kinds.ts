import type { ThreadKind } from '@shared/threads-api';

/** What a conversation is about, as the list's eyebrow says it. */
export const KIND_LABEL: Record<ThreadKind, string> = {
  booking: 'Trip',
  order: 'Order',
  consultation: 'Consultation',
  general: 'Concierge',
};

/** The path of a conversation on this device. */
export const conversationPath = (id: string) => `/messages/${encodeURIComponent(id)}`;
