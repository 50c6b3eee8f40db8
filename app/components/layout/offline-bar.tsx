import { useSyncStore } from '@app/stores/sync-store';

/** A slim notice under the header while the browser reports no connection. */
export function OfflineBar() {
  const online = useSyncStore((s) => s.online);
  if (online) return null;
  return (
    <div
      role="status"
      className="border-t border-gold-500/20 bg-ink-850/95 px-5 py-2 text-center text-xs tracking-wide text-sand-200 print:hidden"
    >
      <span
        aria-hidden
        className="mr-2 inline-block size-1.5 rounded-full bg-gold-500 align-middle"
      />
      You're offline — saved requests will be sent when you reconnect
    </div>
  );
}
