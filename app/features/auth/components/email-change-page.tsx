import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { useEmailChangeLink, type EmailLinkMode } from '../data/use-email-change-link';
import { EMAIL_LINK_PROBLEMS } from '../lib/email-change-states';
import { AuthShell } from './auth-shell';
import { ConnectionNotice } from './connection-notice';
import { TextLink } from './text-link';

const HELP = (
  <p>
    Questions? <TextLink to="/contact">Write to the concierge</TextLink>
  </p>
);

const COPY: Record<EmailLinkMode, { title: string; intro: string; button: string }> = {
  confirm: {
    title: 'Use your new email',
    intro: 'Confirm that your account should use the address this link was sent to.',
    button: 'Confirm New Email',
  },
  undo: {
    title: 'Undo the email change',
    intro:
      'Your account will use this address again, and every device will be signed out. If you did not make the change, choose a new password afterwards.',
    button: 'Undo the Change',
  },
};

/** /email-change?token=… (the link to the new address) or ?undo=… (the link to the old one). */
export function EmailChangePage({ mode, token }: { mode: EmailLinkMode; token: string }) {
  const { state, send, needsConnection } = useEmailChangeLink(mode, token);
  if (state.step === 'done') {
    return (
      <AuthShell
        eyebrow="Email change"
        title={mode === 'confirm' ? 'Your email is changed' : 'Your email is restored'}
        footer={HELP}
      >
        <p role="status" className="leading-relaxed text-sand-100">
          {state.answer.message}
        </p>
        <p className="mt-4 text-sm text-stone-300">
          Your account’s email: <strong className="text-ivory-50">{state.answer.email}</strong>
        </p>
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to={mode === 'confirm' ? '/profile' : '/forgot-password'}>
            {mode === 'confirm' ? 'Go to Your Profile' : 'Choose a New Password'}
          </Link>
        </Button>
      </AuthShell>
    );
  }
  if (state.step === 'problem') {
    const problem = EMAIL_LINK_PROBLEMS[mode][state.code];
    return (
      <AuthShell eyebrow="Email change" title={problem.title} footer={HELP}>
        <p className="leading-relaxed text-sand-100">{problem.body}</p>
      </AuthShell>
    );
  }
  const copy = COPY[mode];
  return (
    <AuthShell eyebrow="Email change" title={copy.title} intro={copy.intro} footer={HELP}>
      {needsConnection && <ConnectionNotice action="Changing your email" />}
      <Button
        size="lg"
        className="mt-2 w-full"
        disabled={state.step === 'sending'}
        onClick={() => void send()}
      >
        {state.step === 'sending' ? 'One moment...' : copy.button}
      </Button>
    </AuthShell>
  );
}

/** A link without its token: nothing to send. */
export function EmailChangeLinkMissing() {
  return (
    <AuthShell eyebrow="Email change" title="This link is not valid" footer={HELP}>
      <p className="leading-relaxed text-sand-100">
        Please copy the whole link from the email, or ask for a new one from your profile.
      </p>
    </AuthShell>
  );
}
