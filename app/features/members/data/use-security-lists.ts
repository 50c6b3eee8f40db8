import { useEffect, useState } from 'react';
import type { PasskeyItem, SessionItem } from '@shared/account-api';
import { listPasskeys, listSessions } from '@app/local/account/account-security';
import { useSyncStore } from '@app/stores/sync-store';

export type SecurityLists =
  | { status: 'loading' }
  /** offline, or the server could not be reached: the lists live only on the server */
  | { status: 'unavailable' }
  /** `fetchedAt`: the moment 'last used 5 minutes ago' is counted from */
  | { status: 'ready'; passkeys: PasskeyItem[]; sessions: SessionItem[]; fetchedAt: number };

/** The member's passkeys and devices, read from the server (never kept on the device). */
export function useSecurityLists() {
  const online = useSyncStore((s) => s.online);
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ version: number; lists: SecurityLists }>();

  useEffect(() => {
    if (!online) return;
    let current = true;
    Promise.all([listPasskeys(), listSessions()]).then(
      ([passkeys, sessions]) => {
        const lists = { status: 'ready', passkeys, sessions, fetchedAt: Date.now() } as const;
        if (current) setAnswer({ version, lists });
      },
      () => current && setAnswer({ version, lists: { status: 'unavailable' } }),
    );
    return () => {
      current = false;
    };
  }, [online, version]);

  const lists: SecurityLists = !online
    ? { status: 'unavailable' }
    : // A reload keeps showing the last lists until the new ones arrive.
      (answer?.lists ?? { status: 'loading' });
  return { lists, reload: () => setVersion((v) => v + 1) };
}
