import { Navigate } from 'react-router-dom';
import { memberHinted } from '@app/lib/member-hint';
import { useSession } from '../data/use-session';
import { landingFor, safeRedirect } from '../lib/safe-redirect';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';
import { PasskeySignIn } from './passkey-sign-in';
import { TextLink } from './text-link';

/** /login: a member already signed in goes straight on, to the same place a sign-in would. */
export function LoginPage({ redirect }: { redirect: string | null }) {
  const { user, loading } = useSession();
  if (user) return <Navigate to={safeRedirect(redirect, landingFor(user))} replace />;
  // A member who came by the cart icon or the menu's LOGIN (issue 40): the form would show for a
  // moment before they are sent on, so nothing shows while the stored session is read.
  if (loading && memberHinted()) return null;
  return (
    <AuthShell
      eyebrow="Members' entrance"
      title="Welcome back"
      intro="Sign in to your Aurelian membership: your journeys, your concierge, your club."
      footer={
        <p>
          New to Aurelian? <TextLink to="/register">Create your membership</TextLink>
        </p>
      }
    >
      <LoginForm redirect={redirect} />
      <PasskeySignIn redirect={redirect} />
    </AuthShell>
  );
}
