import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { useVerifyEmail } from '../data/use-verify-email';
import { VERIFY_LINK_PROBLEMS } from '../lib/verify-link-states';
import { AuthShell } from './auth-shell';
import { ConnectionNotice } from './connection-notice';
import { TextLink } from './text-link';

const TO_DASHBOARD = (
  <Button asChild size="lg" className="mt-8 w-full">
    <Link to="/dashboard">Go to Your Dashboard</Link>
  </Button>
);
const HELP = (
  <p>
    Questions? <TextLink to="/contact">Write to the concierge</TextLink>
  </p>
);

/** /verify-email?token=…: the link from the welcome mail confirms the member's address. */
export function VerifyEmailPage({ token }: { token: string | null }) {
  const { state, retry, needsConnection } = useVerifyEmail(token);
  if (state.step === 'done') {
    return (
      <AuthShell eyebrow="Welcome aboard" title="Your email is confirmed" footer={HELP}>
        <p role="status" className="leading-relaxed text-sand-100">
          {state.message}
        </p>
        <p className="mt-4 text-sm leading-relaxed text-stone-300">
          Every order you placed with this address before joining now appears in your dashboard,
          beside your trips and your membership.
        </p>
        {TO_DASHBOARD}
      </AuthShell>
    );
  }
  if (state.step === 'problem') {
    const problem = VERIFY_LINK_PROBLEMS[state.code];
    return (
      <AuthShell eyebrow="Email confirmation" title={problem.title} footer={HELP}>
        <p className="leading-relaxed text-sand-100">{problem.body}</p>
        {TO_DASHBOARD}
      </AuthShell>
    );
  }
  if (state.step === 'retry') {
    return (
      <AuthShell eyebrow="Email confirmation" title="We could not confirm it yet" footer={HELP}>
        {needsConnection && <ConnectionNotice action="Confirming your email" />}
        <Button size="lg" className="mt-6 w-full" onClick={retry}>
          Try Again
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell eyebrow="Email confirmation" title="Confirming your email">
      <p role="status" className="leading-relaxed text-sand-100">
        One moment while we confirm your address with the club.
      </p>
    </AuthShell>
  );
}
