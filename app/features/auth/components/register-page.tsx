import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useInvitation } from '../data/use-invitation';
import { useSession } from '../data/use-session';
import { landingFor } from '../lib/safe-redirect';
import { AuthShell } from './auth-shell';
import { InvitationNotice } from './invitation-notice';
import { RegisterForm } from './register-form';
import { TextLink } from './text-link';

interface RegisterPageProps {
  onRegistered: () => void;
  /** the token of a waitlist invitation (/register?invite=…), or null */
  invite: string | null;
}

/**
 * /register. A member who arrives signed in goes to the dashboard; one who has just registered
 * stays, since `onRegistered` (the avatar step, composed by the route) takes it from here. An
 * applicant invited from the waitlist is greeted and finds their details filled in.
 */
export function RegisterPage({ onRegistered, invite: token }: RegisterPageProps) {
  const { user } = useSession();
  const [registering, setRegistering] = useState(false);
  const { state: invitation, invite } = useInvitation(token);
  if (user && !registering) return <Navigate to={landingFor(user)} replace />;
  return (
    <AuthShell
      eyebrow="Membership application"
      title="Join the club"
      intro="Create your account to choose your complimentary journey and complete your membership."
      art="/images/destinations/santorini.svg"
      width="wide"
      footer={
        <p>
          Already a member? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <InvitationNotice state={invitation} />
      <RegisterForm
        onStart={() => setRegistering(true)}
        onRegistered={onRegistered}
        invited={{
          invite,
          invitation: invitation.step === 'ready' ? invitation.invitation : undefined,
        }}
      />
    </AuthShell>
  );
}
