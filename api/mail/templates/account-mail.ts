/**
 * The mails of a member's own account changes (issue 24): each tells of something done to the
 * account, so a member who did not do it hears of it at an address they read.
 */
import type { UserRole } from '@shared/api';
import { BRAND } from '@shared/brand';
import type { MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { brandMail } from './brand-mail';
import type { MailBlock } from './mail-blocks';

const NOT_YOU =
  'If this was not you, reset your password at once and tell the concierge: someone may have your password or one of your devices.';

export function passwordChangedMail(to: string, context: MailContext): QueuedMail {
  const opening = `The password of your ${BRAND.fullName} account was changed, and every other device was signed out.`;
  return brandMail(
    {
      kind: 'password_changed',
      to,
      subject: `Your ${BRAND.fullName} password was changed`,
      heading: 'Your password was changed',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'action',
          label: 'Reset your password',
          hint: 'only if this was not you',
          href: `${context.publicUrl}/forgot-password`,
        },
        { type: 'paragraph', text: NOT_YOU },
      ],
    },
    context,
  );
}

export function passkeyAddedMail(to: string, name: string, context: MailContext): QueuedMail {
  const opening = `A passkey named "${name}" was added to your ${BRAND.fullName} account. It can sign in without your password.`;
  return brandMail(
    {
      kind: 'passkey_added',
      to,
      subject: `A passkey was added to your ${BRAND.fullName} account`,
      heading: 'A passkey was added',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'paragraph',
          text: 'You can see and remove your passkeys in the Security section of your profile.',
        },
        { type: 'action', label: 'Review your security', href: `${context.publicUrl}/profile` },
        { type: 'paragraph', text: NOT_YOU },
      ],
    },
    context,
  );
}

/** To the new address: the link that makes the change. */
export function emailChangeLinkMail(to: string, link: string, context: MailContext): QueuedMail {
  const opening = `You asked to use this address for your ${BRAND.fullName} account.`;
  return brandMail(
    {
      kind: 'email_change_confirm',
      to,
      subject: `Confirm your new email for ${BRAND.fullName}`,
      heading: 'Confirm your new email',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'action',
          label: 'Use this address',
          hint: 'the link works once, for one hour',
          href: link,
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, ignore this email: the account keeps its address.',
        },
      ],
    },
    context,
  );
}

/** To the old address, once the change is made: what changed, and the way back for 7 days. */
export function emailChangedMail(
  to: string,
  newEmail: string,
  undoLink: string,
  context: MailContext,
): QueuedMail {
  const opening = `The email of your ${BRAND.fullName} account was changed from this address to ${newEmail}.`;
  return brandMail(
    {
      kind: 'email_changed',
      to,
      subject: `The email of your ${BRAND.fullName} account was changed`,
      heading: 'Your email was changed',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'paragraph',
          text: 'If this was not you, undo it: the account returns to this address and every device is signed out.',
        },
        {
          type: 'action',
          label: 'Undo this change',
          hint: 'the link works once, for 7 days',
          href: undoLink,
        },
      ],
    },
    context,
  );
}

/**
 * What a recovery took with it (issue 36): the passkeys removed, by name, and how to add them
 * again; nothing when there were none.
 */
function passkeysRemovedBlocks(names: string[], context: MailContext): MailBlock[] {
  if (names.length === 0) return [];
  const list = names.map((name) => `“${name}”`).join(', ');
  const them = names.length === 1 ? 'it' : 'them';
  return [
    {
      type: 'paragraph',
      text: `Your passkeys were removed too (${list}), in case one was not yours. To sign in with a passkey again, add ${them} in the Security section of your profile: Add a passkey, then follow your device.`,
    },
    { type: 'action', label: 'Add a passkey', href: `${context.publicUrl}/profile` },
  ];
}

export function emailChangeUndoneMail(
  to: string,
  context: MailContext,
  passkeysRemoved: string[] = [],
): QueuedMail {
  const opening = `Your ${BRAND.fullName} account uses this address again, and every device was signed out.`;
  return brandMail(
    {
      kind: 'email_change_undone',
      to,
      subject: `Your ${BRAND.fullName} account uses this address again`,
      heading: 'Your email is back',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        ...passkeysRemovedBlocks(passkeysRemoved, context),
        {
          type: 'paragraph',
          text: 'If you did not make the change you undid, someone may know your password: choose a new one now.',
        },
        {
          type: 'action',
          label: 'Choose a new password',
          href: `${context.publicUrl}/forgot-password`,
        },
      ],
    },
    context,
  );
}

/** After a reset by the mailed link: done, every device signed out, and what else went. */
export function passwordResetDoneMail(
  to: string,
  context: MailContext,
  passkeysRemoved: string[],
): QueuedMail {
  const opening = `The password of your ${BRAND.fullName} account was reset with the link we mailed, and every device was signed out.`;
  return brandMail(
    {
      kind: 'password_reset',
      to,
      subject: `Your ${BRAND.fullName} password was reset`,
      heading: 'Your password was reset',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        ...passkeysRemovedBlocks(passkeysRemoved, context),
        { type: 'action', label: 'Sign in', href: `${context.publicUrl}/login` },
        { type: 'paragraph', text: NOT_YOU },
      ],
    },
    context,
  );
}

/** The last mail to a deleted account's address. */
export function accountDeletedMail(to: string, context: MailContext): QueuedMail {
  const opening = `Your ${BRAND.fullName} account has been deleted, as you asked.`;
  return brandMail(
    {
      kind: 'account_deleted',
      to,
      subject: `Your ${BRAND.fullName} account has been deleted`,
      heading: 'Your account is deleted',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'paragraph',
          text: 'Your profile, photo, devices and passkeys are gone, and any membership subscription is cancelled. Your bookings and orders are kept for the club’s accounts, under a pseudonym instead of your name, email and phone.',
        },
        {
          type: 'paragraph',
          text: 'You are welcome back at any time: this address can register again.',
        },
      ],
    },
    context,
  );
}

const ROLE_NAMES: Record<UserRole, string> = {
  member: 'a member',
  concierge: 'a concierge',
  admin: 'an administrator',
};

/** A role given or taken on the server's command line: the account hears of it at its address. */
export function roleChangedMail(to: string, role: UserRole, context: MailContext): QueuedMail {
  const opening =
    role === 'member'
      ? `Your ${BRAND.fullName} account no longer has access to the concierge console: it is a member's account again.`
      : `Your ${BRAND.fullName} account is now ${ROLE_NAMES[role]} of the club, with access to the concierge console.`;
  return brandMail(
    {
      kind: 'role_changed',
      to,
      subject: `Your ${BRAND.fullName} account's access has changed`,
      heading: 'Your access has changed',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'paragraph',
          text: 'Every device was signed out. Sign in again to continue with your new access.',
        },
        { type: 'action', label: 'Sign in', href: `${context.publicUrl}/login` },
        {
          type: 'paragraph',
          text: 'If you did not expect this, tell the concierge at once.',
        },
      ],
    },
    context,
  );
}
