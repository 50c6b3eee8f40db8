import '../../console.css';
import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';

/** What a member who opens /concierge sees: a polite word, and the way to their own area. */
export function StaffOnlyPage() {
  return (
    <main className="grid min-h-svh place-items-center bg-ink-950 px-5 py-16">
      <div className="flex max-w-lg flex-col items-center text-center">
        <img src="/images/brand/monogram.svg" alt="" width={56} height={56} className="size-14" />
        <p className="mt-8 text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          The club’s back office
        </p>
        <h1 className="mt-4 text-display-sm">This part of the club is for its staff only</h1>
        <p className="mt-5 leading-relaxed text-stone-300">
          Your journeys, your orders and your concierge are all in your members’ area. If you work
          at the club and expected to see the console, ask an administrator to give your account its
          staff role.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/dashboard">Go to my dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/home">Back to the club</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
