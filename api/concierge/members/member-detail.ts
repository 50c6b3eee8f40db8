/** One member in the console: their account, their bookings and their paid orders. */
import type { ConciergeMemberDetail } from '@shared/concierge-api';
import { findConsoleMember } from '../../auth';
import { bookingsOf } from '../../bookings';
import type { Db } from '../../db/client';
import { paidOrdersOfMember } from '../../payments';

export function findMemberDetail(db: Db, id: string): ConciergeMemberDetail | undefined {
  const found = findConsoleMember(db, id);
  if (!found) return undefined;
  const { member, verified } = found;
  return {
    member,
    bookings: bookingsOf(db, id),
    orders: paidOrdersOfMember(db, { id, email: member.email, verified }),
  };
}
