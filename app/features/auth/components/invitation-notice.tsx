import type { InvitationState } from '../data/use-invitation';
import { INVITE_LINK_PROBLEMS } from '../lib/invite-link-states';

/**
 * /register's word about a waitlist invitation: a welcome when it is good, a calm note when it
 * cannot be used (the form stays, since anyone may register), nothing while it is being read.
 */
export function InvitationNotice({ state }: { state: InvitationState }) {
  if (state.step === 'ready') {
    return (
      <div
        role="status"
        className="mb-7 rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100"
      >
        <p className="font-display text-lg text-gold-200">
          You're invited, {state.invitation.firstName} — welcome to the club.
        </p>
        <p className="mt-1">
          We've filled in the details from your application. Choose a password to take your place.
        </p>
      </div>
    );
  }
  if (state.step === 'problem') {
    const problem = INVITE_LINK_PROBLEMS[state.code];
    return (
      <div
        role="status"
        className="mb-7 rounded-2xl border border-ink-500 bg-ink-800/60 px-5 py-4 text-sm leading-relaxed text-stone-300"
      >
        <p className="font-semibold text-sand-100">{problem.title}</p>
        <p className="mt-1">{problem.body}</p>
      </div>
    );
  }
  return null;
}
