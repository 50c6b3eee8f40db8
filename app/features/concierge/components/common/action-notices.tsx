import { Link, useLocation } from 'react-router-dom';
import type { ConsoleFailure } from '../../data/console-failure';
import { signInAgainPath } from '../../lib/sign-in-path';
import { OFFLINE_REASON } from '../shell/offline-banner';

/** Beside disabled actions while offline; the buttons point at it (aria-describedby). */
export function OfflineHint({ id, online }: { id: string; online: boolean }) {
  if (online) return null;
  return (
    <p id={id} className="flex items-center gap-2 text-xs text-gold-200">
      <span aria-hidden className="size-1.5 rounded-full bg-gold-500" />
      {OFFLINE_REASON} Your text is kept.
    </p>
  );
}

/**
 * Why the last action did not go through. A stale edit: the record on screen is now the current
 * one, and sending again applies what was typed to it.
 */
export function ActionFailure({ failure }: { failure: ConsoleFailure | undefined }) {
  const location = useLocation();
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-danger-500/40 bg-danger-500/8 px-4 py-3 text-sm leading-relaxed"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-danger-500" />
      <div className="text-sand-100">
        <FailureWords failure={failure} />
        {failure.kind === 'signed-out' && (
          <Link
            to={signInAgainPath(location)}
            className="ml-1 text-gold-300 underline underline-offset-4"
          >
            Sign in again
          </Link>
        )}
      </div>
    </div>
  );
}

function FailureWords({ failure }: { failure: ConsoleFailure }) {
  switch (failure.kind) {
    case 'conflict':
      return (
        <p>
          <strong className="font-semibold text-danger-300">Changed since you opened it.</strong> It
          is shown as it is now, and what you typed is kept: send again to apply it to this version.
        </p>
      );
    case 'offline':
      return (
        <p>
          <strong className="font-semibold text-danger-300">Not sent: no connection.</strong> What
          you typed is kept; send it again once you are back online.
        </p>
      );
    case 'signed-out':
      return <span>Your session has ended.</span>;
    default:
      return (
        <p>
          <strong className="font-semibold text-danger-300">Not done.</strong> {failure.message}
        </p>
      );
  }
}
