import { useLocalQuery } from '@app/lib/use-local-query';

export interface OfflineDestination {
  to: string;
  label: string;
  note: string;
}

/** What opens with no connection: the precached public screens, and the last pulled catalogue. */
const PUBLIC: readonly OfflineDestination[] = [
  { to: '/home', label: 'Home', note: 'The club, its jets and hotels' },
  { to: '/destinations', label: 'Destinations', note: 'Every destination last loaded' },
  { to: '/blog', label: 'The journal', note: 'Every article, kept on this device' },
  { to: '/shop', label: 'The shop', note: 'The collection last loaded' },
];

/** The member's screens come from the signed-in snapshot kept on the device. */
const MEMBER: readonly OfflineDestination[] = [
  { to: '/dashboard', label: 'My dashboard', note: 'Your trips and checklist' },
  { to: '/profile', label: 'My profile', note: 'Edits are sent when you reconnect' },
];

/** The destinations to offer offline: the member's own first when one is signed in here. */
export function useOfflineDestinations(): readonly OfflineDestination[] {
  const signedIn = useLocalQuery(
    async (db) => Boolean((await db.session.get('current'))?.user),
    [],
    false,
  );
  return signedIn ? [...MEMBER, ...PUBLIC] : PUBLIC;
}
