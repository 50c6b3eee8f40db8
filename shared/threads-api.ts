/**
 * Conversations between a member and the concierge (issue 38): the paths and wire shapes of the
 * member's threads and the console's. Shared by the API, the app's sync engine and the console.
 */
import type { PageOf } from './api';

/** What a thread is about: a trip, an order, a consultation request, or anything at all. */
export const THREAD_KINDS = ['booking', 'order', 'consultation', 'general'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

/** Who wrote a message. */
export const THREAD_SIDES = ['member', 'concierge'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

export const THREADS_API = {
  threads: '/api/threads',
  thread: (id: string) => `/api/threads/${encodeURIComponent(id)}`,
  messages: (id: string) => `/api/threads/${encodeURIComponent(id)}/messages`,
  read: (id: string) => `/api/threads/${encodeURIComponent(id)}/read`,
  /** POST a file (multipart, field `file`); GET one with its id */
  attachments: (id: string) => `/api/threads/${encodeURIComponent(id)}/attachments`,
  attachment: (id: string, attachmentId: string) =>
    `/api/threads/${encodeURIComponent(id)}/attachments/${encodeURIComponent(attachmentId)}`,
  conciergeThreads: '/api/concierge/threads',
  /** Server-Sent Events for the console: `change` whenever any member's conversation changes */
  conciergeEvents: '/api/concierge/threads/events',
  conciergeThread: (id: string) => `/api/concierge/threads/${encodeURIComponent(id)}`,
  conciergeMessages: (id: string) => `/api/concierge/threads/${encodeURIComponent(id)}/messages`,
  conciergeAttachments: (id: string) =>
    `/api/concierge/threads/${encodeURIComponent(id)}/attachments`,
  conciergeAttachment: (id: string, attachmentId: string) =>
    `/api/concierge/threads/${encodeURIComponent(id)}/attachments/${encodeURIComponent(attachmentId)}`,
} as const;

/** What an attached file is: a picture (re-encoded by the club) or a PDF (kept as sent). */
export const ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A file in a conversation: the upload's answer, and each message's `attachments`. */
export interface ThreadAttachment {
  id: string;
  /** the sender's file name, cleaned, with the extension of what it really is */
  name: string;
  kind: AttachmentKind;
  contentType: string;
  /** bytes as stored (a picture's after re-encoding) */
  size: number;
  /** a picture's pixels; null for a PDF */
  width: number | null;
  height: number | null;
}

/** GET /api/threads: one row per thread of the signed-in member, newest message first. */
export interface ThreadSummary {
  id: string;
  kind: ThreadKind;
  /** the booking's, order's or consultation request's id; null for a general thread */
  refId: string | null;
  subject: string;
  /** the concierge's messages the member has not read */
  unread: number;
  lastMessageAt: string;
}

export interface ThreadMessage {
  id: number;
  author: ThreadSide;
  body: string;
  /** the device's UUID for a member's message (one message per id); null for the concierge's */
  clientId: string | null;
  createdAt: string;
  /** its files, in the order attached; absent in a copy pulled before attachments existed */
  attachments?: ThreadAttachment[];
}

/** GET /api/threads/:id, and each thread of the sync pull: the summary with every message. */
export interface ThreadDetail extends ThreadSummary {
  messages: ThreadMessage[];
}

/** GET /api/concierge/threads?unread=&q=&page=: the console's inbox of conversations. */
export interface ConciergeThread {
  id: string;
  kind: ThreadKind;
  refId: string | null;
  subject: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
  /** the member's messages staff have not read */
  unread: number;
  lastMessageAt: string;
  createdAt: string;
}

export interface ConciergeThreadDetail extends ConciergeThread {
  messages: ThreadMessage[];
}

export type ConciergeThreadPage = PageOf<ConciergeThread>;
