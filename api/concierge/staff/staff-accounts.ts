/**
 * Staff accounts, given and taken only from the server's command line (scripts/staff.ts): the app
 * and the API have no way to set a role. A role goes only to an account whose address is proven
 * (anyone can register any address, so an unverified account may be a stranger's who got there
 * first). Any change of role ends the account's sessions, so the next sign-in is made knowing the
 * role, mails the account, and is written to the audit log as the operator at the machine.
 */
import * as v from 'valibot';
import type { UserRole } from '@shared/api';
import { COMMON_PASSWORD_MESSAGE, PasswordSchema } from '@shared/schemas/auth';
import { email as emailField } from '@shared/schemas/fields';
import { writeAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import type { MailContext } from '../../mail/mail-context';
import { queueMail } from '../../mail/mail-queue';
import { roleChangedMail } from '../../mail/templates/account-mail';
import { hashPassword, insertStaffAccount, isCommonPassword, writeRole } from '../../auth';

export { findAccount, listStaff } from '../../auth';

export const STAFF_ROLES = ['concierge', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

const EmailSchema = emailField('Please enter a valid email address');

/** The address as accounts store it (lower-cased), or the message that says why it is not one. */
export function normaliseEmail(text: string): { email: string } | { error: string } {
  const result = v.safeParse(EmailSchema, text);
  return result.success
    ? { email: result.output.toLowerCase() }
    : { error: result.issues[0].message };
}

/** The registration form's rules, the common-password list included; null when it passes. */
export function passwordProblem(password: string): string | null {
  const result = v.safeParse(PasswordSchema, password);
  if (!result.success) return result.issues[0].message;
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}

/** Who changed a role from the command line: the OS user at the host, as the audit log records. */
export interface Operator {
  user: string;
  host: string;
}

/** The operator as the audit log's staff columns hold them: not an account, a person at a shell. */
const auditedOperator = ({ user, host }: Operator) => ({
  id: `cli:${user}@${host}`,
  email: `${user}@${host} (command line)`,
});

export interface RoleChange {
  accountId: string;
  role: UserRole;
  operator: Operator;
  mail: MailContext;
}

/**
 * Gives an existing account a role (member included, which is how a role is taken away). In one
 * transaction: the role, the end of every session (no moment where a session made without the
 * role's knowledge, or after it was taken, still works), the mail that tells the account, and
 * the audit entry. False when the account is gone.
 */
export function setRole(db: Db, change: RoleChange, now: Date): boolean {
  const { accountId, role, operator, mail } = change;
  return db.transaction((tx) => {
    const account = writeRole(tx, accountId, role, now);
    if (!account) return false;
    queueMail(tx, roleChangedMail(account.email, role, mail), now);
    writeAudit(
      tx,
      auditedOperator(operator),
      {
        action: 'staff.role_changed',
        entityType: 'user',
        entityId: account.id,
        before: { role: account.role },
        after: { role },
      },
      now,
    );
    return true;
  });
}

/** A new staff account, audited as the operator's; the password must have passed passwordProblem. */
export async function createStaffAccount(
  db: Db,
  {
    email,
    role,
    password,
    operator,
  }: { email: string; role: StaffRole; password: string; operator: Operator },
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const id = crypto.randomUUID();
  db.transaction((tx) => {
    insertStaffAccount(tx, { id, email, passwordHash, role }, now);
    writeAudit(
      tx,
      auditedOperator(operator),
      {
        action: 'staff.account_created',
        entityType: 'user',
        entityId: id,
        before: null,
        after: { email, role },
      },
      now,
    );
  });
}
