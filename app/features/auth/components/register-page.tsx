import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../data/use-session';
import { AFTER_SIGN_IN } from '../lib/safe-redirect';
import { AuthShell } from './auth-shell';
import { RegisterForm } from './register-form';
import { TextLink } from './text-link';

/**
 * /register. A member who arrives signed in goes to the dashboard; one who has just registered
 * stays, since `onRegistered` (the avatar step, composed by the route) takes it from here.
 */
export function RegisterPage({ onRegistered }: { onRegistered: () => void }) {
  const { user } = useSession();
  const [registering, setRegistering] = useState(false);
  if (user && !registering) return <Navigate to={AFTER_SIGN_IN} replace />;
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
      <RegisterForm onStart={() => setRegistering(true)} onRegistered={onRegistered} />
    </AuthShell>
  );
}
