import { Button } from '@app/components/ui/button';
import { Link } from 'react-router-dom';
import { useResetPassword } from '../data/use-reset-password';
import { RESET_LINK_PROBLEMS } from '../lib/reset-link-states';
import { AuthShell } from './auth-shell';
import { ResetPasswordForm } from './reset-password-form';
import { TextLink } from './text-link';

/** /reset-password?token=…: the form, then the outcome; a bad link says which way it is bad. */
export function ResetPasswordPage({ token }: { token: string | null }) {
  const { state, reset, needsConnection } = useResetPassword(token);
  if (state.step === 'done') {
    return (
      <AuthShell eyebrow="All set" title="Your password has been reset">
        <p role="status" className="leading-relaxed text-sand-100">
          {state.message}
        </p>
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/login">Sign In</Link>
        </Button>
      </AuthShell>
    );
  }
  if (state.step === 'problem') {
    const problem = RESET_LINK_PROBLEMS[state.code];
    return (
      <AuthShell
        eyebrow="Password reset"
        title={problem.title}
        footer={
          <p>
            <TextLink to="/login">Back to sign in</TextLink>
          </p>
        }
      >
        <p className="leading-relaxed text-sand-100">{problem.body}</p>
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/forgot-password">Request a New Link</Link>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      eyebrow="Password reset"
      title="Choose a new password"
      intro="At least 6 characters. Once it is saved, every device signed in to your account is signed out."
    >
      <ResetPasswordForm onReset={reset} needsConnection={needsConnection} />
    </AuthShell>
  );
}
