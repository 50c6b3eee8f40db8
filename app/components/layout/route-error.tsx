import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { OfflineScreen } from './offline-screen';

/** Shown when a screen throws or its code cannot load (e.g. a new deploy while offline). */
export function RouteError() {
  const error = useRouteError();
  // Offline, the likely cause is a screen whose code never reached this device.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return <OfflineScreen />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Container className="py-28 text-center">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        A moment, please
      </p>
      <h1 className="mt-5 text-display-md">Something went wrong on our side.</h1>
      <p className="mx-auto mt-5 max-w-md text-stone-300">
        Reloading usually sets it right. If it persists, our concierge is a call away.
        {detail && <span className="mt-2 block text-xs text-stone-400">{detail}</span>}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/home">Go home</Link>
        </Button>
      </div>
    </Container>
  );
}
