import { useEffect, useState } from 'react';
import { CACHE_FRESH_MS } from '@shared/constants';
import { useSyncStore } from '@app/stores/sync-store';
import { cn } from '@app/components/ui/cn';
import { timeAgo } from '../../lib/relative-time';

const TICK_MS = 30_000;

/** Re-renders every half minute, so "5 minutes ago" stays true while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Last updated {relative time}' for data read from this device: shown offline, or once the copy
 * is older than spec 9's five fresh minutes, so the member knows what they are looking at.
 */
export function LastUpdated({ fetchedAt, className }: { fetchedAt?: number; className?: string }) {
  const online = useSyncStore((s) => s.online);
  const now = useNow();
  if (!fetchedAt || (online && now - fetchedAt < CACHE_FRESH_MS)) return null;
  return (
    <p className={cn('flex items-center gap-2 text-xs text-stone-400', className)}>
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full', online ? 'bg-stone-400' : 'bg-gold-400')}
      />
      {online ? '' : 'Offline · '}Last updated {timeAgo(fetchedAt, now)}
    </p>
  );
}
