import { useOnline } from '@app/lib/use-online';

export const OFFLINE_REASON = 'Staff actions need a connection.';

/** A calm line above every screen while the browser has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 border-b border-gold-500/25 bg-ink-850 px-4 py-3 text-sm text-sand-100 sm:px-8 lg:px-10"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-gold-500" />
      <p>
        <span className="font-semibold text-gold-200">You’re offline.</span> {OFFLINE_REASON} What
        you have typed stays here, ready to send when the connection returns.
      </p>
    </div>
  );
}
