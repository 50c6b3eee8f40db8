import { useLocalQuery } from '@app/lib/use-local-query';
import { conversationAbout, conversationOf, conversationsOf, unreadCountOf } from './conversations';

export function useConversations(ownerId: string) {
  return useLocalQuery((db) => conversationsOf(db, ownerId), [ownerId]);
}

/** undefined while loading; null when there is no such conversation on this device. */
export function useConversation(ownerId: string, id: string) {
  return useLocalQuery((db) => conversationOf(db, ownerId, id), [ownerId, id]);
}

export function useConversationAbout(ownerId: string, kind: string, refId: string) {
  return useLocalQuery((db) => conversationAbout(db, ownerId, kind, refId), [ownerId, kind, refId]);
}

export function useUnreadCount(ownerId: string | undefined) {
  return (
    useLocalQuery((db) => (ownerId ? unreadCountOf(db, ownerId) : 0), [ownerId], 0, {
      answer: 0,
    }) ?? 0
  );
}
