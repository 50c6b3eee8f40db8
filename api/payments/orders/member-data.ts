/**
 * A member's orders for their data export and their account's deletion (issue 24): under their
 * account or bought with their address. Deletion keeps them for the club's accounts and for tax,
 * the buyer's name, email, phone and street replaced by the pseudonym.
 */
import { desc, eq, or, sql } from 'drizzle-orm';
import type { AccountExport } from '@shared/account-api';
import type { Db, Tx } from '../../db/client';
import { sameEmail, type MemberRef, type Pseudonym } from '../../db/member-ref';
import { orders } from '../../db/schema/payments';
import { toOrderSummary } from '../checkout/order-summary';

const memberOrdersWhere = (m: MemberRef) =>
  or(eq(orders.userId, m.id), sameEmail(orders.email, m.email));

export const exportedOrders = (db: Db, m: MemberRef): AccountExport['orders'] =>
  db
    .select()
    .from(orders)
    .where(memberOrdersWhere(m))
    .orderBy(desc(orders.createdAt), sql`rowid desc`)
    .all()
    .map((o) => ({
      ...toOrderSummary(o),
      email: o.email,
      traveller: o.customerInfo ?? null,
      shippingAddress: o.shippingAddress ?? null,
    }));

export function pseudonymiseOrders(tx: Tx, m: MemberRef, p: Pseudonym, nowIso: string): void {
  // Kept for tax: the country and postal code of the traveller, the city and region of a parcel.
  for (const o of tx.select().from(orders).where(memberOrdersWhere(m)).all()) {
    tx.update(orders)
      .set({
        email: p.email,
        customerInfo: o.customerInfo && {
          ...o.customerInfo,
          firstName: p.name,
          lastName: '',
          email: p.email,
          phoneNumber: '',
        },
        shippingAddress: o.shippingAddress && {
          ...o.shippingAddress,
          name: p.name,
          line1: null,
          line2: null,
        },
        updatedAt: nowIso,
      })
      .where(eq(orders.id, o.id))
      .run();
  }
}
