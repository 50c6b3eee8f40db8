/**
 * A staff member's actions on a waitlist application: 'Invite' (a registration link by mail) and
 * 'Mark contacted', each in the frame of staff-edit.ts. An invitation's link and its mail are
 * written in the action's transaction, so the mail exists exactly when the invitation does.
 */
import type { ConciergeWaitlistEntry } from '@shared/concierge-api';
import type { WaitlistContacted, WaitlistInvite } from '@shared/schemas/concierge-waitlist';
import type { Db, Tx } from '../../db/client';
import type { MailContext } from '../../mail/mail-context';
import { queueMail } from '../../mail/mail-queue';
import { waitlistInviteMail } from '../../mail/templates/waitlist-invite-mail';
import { staffEdit, type Actor, type EditDecision, type EditTarget } from '../staff-edit';
import { hasAccount } from '../../auth';
import { findWaitlistEntry, issueInvitation, writeWaitlistEntry } from '../../forms';
import type { StaffEditOutcome } from '../staff-edit';

type Changes = Partial<
  Pick<ConciergeWaitlistEntry, 'status' | 'staffNote' | 'invitedAt' | 'contactedAt'>
>;
export type WaitlistActionOutcome = StaffEditOutcome<ConciergeWaitlistEntry>;

const entryTarget = (id: number): EditTarget<ConciergeWaitlistEntry, Changes> => ({
  entityType: 'waitlist',
  entityId: String(id),
  find: (tx) => findWaitlistEntry(tx, id),
  write: (tx, changes, expected) => writeWaitlistEntry(tx, id, changes, expected),
  // What the audit keeps of an application: the fields the console changes.
  auditView: ({ status, staffNote, invitedAt, contactedAt, updatedAt }) => ({
    status,
    staffNote,
    invitedAt,
    contactedAt,
    updatedAt,
  }),
});

export const ALREADY_REGISTERED_MESSAGE =
  'This applicant has already registered with their invitation.';
export const accountExistsMessage = (email: string) =>
  `There is already an account for ${email}: they can sign in as they are.`;

/**
 * Mails the applicant a single-use registration link (14 days) and marks them invited; a new
 * invitation replaces the unused ones sent before. An application already registered, or an email
 * that already has an account, is refused: there is nothing to invite them to.
 */
export function inviteApplicant(
  db: Db,
  id: number,
  actor: Actor,
  { expectedUpdatedAt }: WaitlistInvite,
  mail: MailContext,
): WaitlistActionOutcome {
  const { staff, now } = actor;
  const decide = (tx: Tx, entry: ConciergeWaitlistEntry): EditDecision<Changes> => {
    if (entry.status === 'registered') return { refused: ALREADY_REGISTERED_MESSAGE };
    if (hasAccount(tx, entry.email)) return { refused: accountExistsMessage(entry.email) };
    return {
      changes: { status: 'invited', invitedAt: now.toISOString() },
      alongside: (inTx) => {
        const { token, expiresAt } = issueInvitation(inTx, entry, staff.id, now);
        const link = `${mail.publicUrl}/register?invite=${token}`;
        const { email: to, firstName } = entry;
        queueMail(inTx, waitlistInviteMail({ to, firstName, link, expiresAt }, mail), now);
        // Never the token: the audit log is read by people who must not register as the applicant.
        return { invitationExpiresAt: expiresAt };
      },
    };
  };
  const edit = { ...actor, expectedUpdatedAt, action: 'waitlist.invited' };
  return staffEdit(db, entryTarget(id), edit, decide);
}

/**
 * Records that someone at the club spoke with the applicant, with a note of it (it replaces the
 * last). An application already registered stays registered; the note is still kept.
 */
export function markContacted(
  db: Db,
  id: number,
  actor: Actor,
  { note, expectedUpdatedAt }: WaitlistContacted,
): WaitlistActionOutcome {
  const { now } = actor;
  const edit = { ...actor, expectedUpdatedAt, action: 'waitlist.contacted' };
  return staffEdit(db, entryTarget(id), edit, (_tx, entry) => ({
    changes: {
      status: entry.status === 'registered' ? 'registered' : 'contacted',
      contactedAt: now.toISOString(),
      staffNote: note,
    },
  }));
}
