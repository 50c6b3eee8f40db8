import { Button } from '@app/components/ui/button';

/** The demo's stand-in for joining the waitlist: marks this browser so the downloads unlock. */
export function TrustDocumentsDemoUnlock({ onUnlock }: { onUnlock: () => void }) {
  return (
    <aside
      aria-labelledby="demo-title"
      className="mt-10 flex flex-col gap-4 rounded-2xl border border-dashed border-gold-500/40 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="demo-title" className="text-xl">
          Demo mode
        </h2>
        <p className="mt-1 text-sm text-stone-300">
          For demonstration: mark this browser as having joined the waitlist.
        </p>
      </div>
      <Button variant="outline" onClick={onUnlock}>
        Demo: unlock downloads
      </Button>
    </aside>
  );
}
