/**
 * The console's members: one filtered page of accounts, newest first, each with how many bookings
 * and orders it has; and one member (concierge/members joins their bookings and orders). Only what the console shows:
 * never a password hash, a payment provider's id, or anything of the external document form.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageOf } from '@shared/api';
import type { ConciergeMember } from '@shared/concierge-api';
import type { ConciergeMemberQuery } from '@shared/schemas/concierge-members';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { containsText } from '../db/text-search';
import { countWhere, paged } from '../db/paged';

// Correlated per row of the page (over the user and email indexes), never grouped over the
// tables. Written out with their tables named: drizzle leaves the columns of a one-table select
// unqualified, and in a subquery an unqualified `id` is the inner table's. The orders counted
// are memberOrders' own.
const bookingCount = sql<number>`(SELECT count(*) FROM bookings b WHERE b.user_id = "users"."id")`;
const orderCount = sql<number>`(SELECT count(*) FROM orders o
  WHERE o.status IN ('paid', 'refunded', 'disputed')
    AND (o.user_id = "users"."id" OR ("users"."email_verified_at" IS NOT NULL
      AND o.user_id IS NULL AND o.email = "users"."email")))`;

const MEMBER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  role: users.role,
  membershipStatus: users.membershipStatus,
  emailVerified: sql<number>`${users.emailVerifiedAt} IS NOT NULL`.mapWith(Boolean),
  bookingCount,
  orderCount,
  createdAt: users.createdAt,
};

const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
const newestFirst = [desc(users.createdAt), desc(sql`${users}.rowid`)];

export function listMembers(
  db: Db,
  { page, pageSize, membershipStatus, q }: ConciergeMemberQuery,
): PageOf<ConciergeMember> {
  const where = and(
    membershipStatus === undefined ? undefined : eq(users.membershipStatus, membershipStatus),
    containsText(q, [fullName, users.email]),
  );
  return paged(
    { page, pageSize },
    (limit, offset) =>
      db
        .select(MEMBER_COLUMNS)
        .from(users)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset)
        .all(),
    () => countWhere(db, users, where),
  );
}

/** One member as the console shows them, with what their orders are matched by. */
export function findConsoleMember(db: Db, id: string) {
  const [member] = db
    .select({ ...MEMBER_COLUMNS, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, id))
    .all();
  if (!member) return undefined;
  const { verifiedAt, ...shown } = member;
  return { member: shown, verified: verifiedAt !== null };
}
