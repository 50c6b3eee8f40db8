/**
 * The console's calls (issue 22), all through the app's one fetch wrapper. Online only: staff
 * data is never written to this device's database, so every screen asks the server.
 */
import {
  API,
  type AuditEntry,
  type ConciergeBooking,
  type ConciergeBookingDetail,
  type PageOf,
} from '@shared/api';
import {
  CONCIERGE_API,
  type ConciergeInstallment,
  type ConciergeMember,
  type ConciergeMemberDetail,
  type ConciergeMessage,
  type ConciergeMessageDetail,
  type ConciergeOrder,
  type ConsoleStockProduct,
  type ConciergeToday,
  type ConciergeWaitlistEntry,
} from '@shared/concierge-api';
import { ITINERARY_API, type Itinerary } from '@shared/itinerary-api';
import type { BookingUpdate } from '@shared/schemas/concierge';
import type { ItineraryUpdate } from '@shared/schemas/itinerary';
import type { InstallmentResolve } from '@shared/schemas/concierge-installments';
import type { MessageHandled, MessageReplyBody } from '@shared/schemas/concierge-messages';
import type { OrderRefund, OrderShip } from '@shared/schemas/concierge-orders';
import type { WaitlistContacted, WaitlistInvite } from '@shared/schemas/concierge-waitlist';
import type { ConciergeThreadReply } from '@shared/schemas/concierge-threads';
import { THREADS_API, type ConciergeThread, type ConciergeThreadDetail } from '@shared/threads-api';
import {
  CATALOG_EDITOR_API,
  type CatalogHistoryEntry,
  type CatalogPictureUploaded,
  type ConsoleCatalogRecord,
} from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { CATALOG_PICTURE_FIELD } from '@shared/schemas/catalog-editor';
import { JOURNAL_API, type ConsolePost, type PostVersion } from '@shared/journal-api';
import type { PostInput } from '@shared/schemas/posts';
import { apiRequest } from '@app/local/api';

/** A destination as the bookings filter offers it (the public catalogue's fields it needs). */
export interface DestinationChoice {
  id: string;
  name: string;
}

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
};

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
const post = <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'POST', body });

export const consoleApi = {
  today: (signal?: AbortSignal) => get<ConciergeToday>(CONCIERGE_API.today, signal),

  bookings: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConciergeBooking>>(withQuery(API.conciergeBookings, query), signal),
  booking: (id: string, signal?: AbortSignal) =>
    get<ConciergeBookingDetail>(API.conciergeBooking(id), signal),
  updateBooking: (id: string, body: BookingUpdate) =>
    apiRequest<ConciergeBooking>(API.conciergeBooking(id), { method: 'PATCH', body }),
  destinations: (signal?: AbortSignal) => get<DestinationChoice[]>(API.destinations, signal),
  itinerary: (bookingId: string, signal?: AbortSignal) =>
    get<Itinerary>(ITINERARY_API.concierge(bookingId), signal),
  saveItinerary: (bookingId: string, body: ItineraryUpdate) =>
    apiRequest<Itinerary>(ITINERARY_API.concierge(bookingId), { method: 'PUT', body }),

  waitlist: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConciergeWaitlistEntry>>(withQuery(CONCIERGE_API.waitlist, query), signal),
  invite: (id: number, body: WaitlistInvite) =>
    post<ConciergeWaitlistEntry>(CONCIERGE_API.waitlistInvite(id), body),
  markContacted: (id: number, body: WaitlistContacted) =>
    post<ConciergeWaitlistEntry>(CONCIERGE_API.waitlistContacted(id), body),

  messages: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConciergeMessage>>(withQuery(CONCIERGE_API.messages, query), signal),
  message: (id: number, signal?: AbortSignal) =>
    get<ConciergeMessageDetail>(CONCIERGE_API.message(id), signal),
  reply: (id: number, body: MessageReplyBody) =>
    post<ConciergeMessageDetail>(CONCIERGE_API.messageReply(id), body),
  markHandled: (id: number, body: MessageHandled) =>
    post<ConciergeMessageDetail>(CONCIERGE_API.messageHandled(id), body),

  threads: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConciergeThread>>(withQuery(THREADS_API.conciergeThreads, query), signal),
  thread: (id: string, signal?: AbortSignal) =>
    get<ConciergeThreadDetail>(THREADS_API.conciergeThread(id), signal),
  replyInThread: (id: string, body: ConciergeThreadReply) =>
    post<ConciergeThreadDetail>(THREADS_API.conciergeMessages(id), body),

  orders: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConciergeOrder>>(withQuery(CONCIERGE_API.orders, query), signal),
  order: (id: string, signal?: AbortSignal) => get<ConciergeOrder>(CONCIERGE_API.order(id), signal),
  stock: (signal?: AbortSignal) => get<ConsoleStockProduct[]>(CONCIERGE_API.stock, signal),
  ship: (id: string, body: OrderShip) => post<ConciergeOrder>(CONCIERGE_API.orderShip(id), body),
  refund: (id: string, body: OrderRefund) =>
    post<ConciergeOrder>(CONCIERGE_API.orderRefund(id), body),

  installments: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConciergeInstallment>>(withQuery(CONCIERGE_API.installments, query), signal),
  retryInstallment: (id: number) => post<ConciergeInstallment>(CONCIERGE_API.installmentRetry(id)),
  resolveInstallment: (id: number, body: InstallmentResolve) =>
    post<ConciergeInstallment>(CONCIERGE_API.installmentResolve(id), body),

  members: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConciergeMember>>(withQuery(CONCIERGE_API.members, query), signal),
  member: (id: string, signal?: AbortSignal) =>
    get<ConciergeMemberDetail>(CONCIERGE_API.member(id), signal),

  audit: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<AuditEntry>>(withQuery(API.conciergeAudit, query), signal),

  catalog: (kind: CatalogKind, query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConsoleCatalogRecord>>(withQuery(CATALOG_EDITOR_API.list(kind), query), signal),
  catalogRecord: (kind: CatalogKind, id: string, signal?: AbortSignal) =>
    get<ConsoleCatalogRecord>(CATALOG_EDITOR_API.record(kind, id), signal),
  createCatalogRecord: (kind: CatalogKind, body: object) =>
    post<ConsoleCatalogRecord>(CATALOG_EDITOR_API.list(kind), body),
  editCatalogRecord: (kind: CatalogKind, id: string, body: object) =>
    apiRequest<ConsoleCatalogRecord>(CATALOG_EDITOR_API.record(kind, id), {
      method: 'PATCH',
      body,
    }),
  archiveCatalogRecord: (kind: CatalogKind, id: string, expectedUpdatedAt: string) =>
    post<ConsoleCatalogRecord>(CATALOG_EDITOR_API.archive(kind, id), { expectedUpdatedAt }),
  restoreCatalogRecord: (kind: CatalogKind, id: string, expectedUpdatedAt: string) =>
    post<ConsoleCatalogRecord>(CATALOG_EDITOR_API.restore(kind, id), { expectedUpdatedAt }),
  catalogHistory: (kind: CatalogKind, id: string, signal?: AbortSignal) =>
    get<CatalogHistoryEntry[]>(CATALOG_EDITOR_API.history(kind, id), signal),
  restoreCatalogVersion: (
    kind: CatalogKind,
    id: string,
    version: number,
    expectedUpdatedAt: string,
  ) =>
    post<ConsoleCatalogRecord>(CATALOG_EDITOR_API.restoreVersion(kind, id, version), {
      expectedUpdatedAt,
    }),
  uploadCatalogPicture: (file: File) => {
    const body = new FormData();
    body.append(CATALOG_PICTURE_FIELD, file);
    return post<CatalogPictureUploaded>(CATALOG_EDITOR_API.pictures, body);
  },

  posts: (query: URLSearchParams, signal?: AbortSignal) =>
    get<PageOf<ConsolePost>>(withQuery(JOURNAL_API.consolePosts, query), signal),
  post: (id: number, signal?: AbortSignal) => get<ConsolePost>(JOURNAL_API.consolePost(id), signal),
  createPost: (body: PostInput) => post<ConsolePost>(JOURNAL_API.consolePosts, body),
  editPost: (id: number, body: PostInput & { expectedUpdatedAt: string }) =>
    apiRequest<ConsolePost>(JOURNAL_API.consolePost(id), { method: 'PATCH', body }),
  archivePost: (id: number, expectedUpdatedAt: string) =>
    post<ConsolePost>(JOURNAL_API.consoleArchive(id), { expectedUpdatedAt }),
  restorePost: (id: number, expectedUpdatedAt: string) =>
    post<ConsolePost>(JOURNAL_API.consoleRestore(id), { expectedUpdatedAt }),
  postHistory: (id: number, signal?: AbortSignal) =>
    get<PostVersion[]>(JOURNAL_API.consoleHistory(id), signal),
  restorePostVersion: (id: number, version: number, expectedUpdatedAt: string) =>
    post<ConsolePost>(JOURNAL_API.consoleRestoreVersion(id, version), { expectedUpdatedAt }),
  /** the server renders and sanitises the Markdown, as it will on the site */
  previewPost: (markdown: string) =>
    post<{ html: string }>(JOURNAL_API.consolePreview, { markdown }),
};

/** The CSV export of a list with the same filters (a download, so a plain link). */
export const csvHref = (list: Parameters<typeof CONCIERGE_API.csv>[0], query: URLSearchParams) => {
  const filters = new URLSearchParams(query);
  filters.delete('page');
  filters.delete('pageSize');
  return withQuery(CONCIERGE_API.csv(list), filters);
};
