/**
 * Auth's part of a member's data export and their account's deletion (issue 24): the account's
 * row, its sessions by device and dates (never their keys), and the row's deletion, which takes
 * its sessions, passkeys, links and email changes with it by foreign key.
 */
import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/account-api';
import type { Db, Tx } from '../db/client';
import { sessions, users } from '../db/schema/auth';
import { deviceName } from './device-names';

export type AccountRow = typeof users.$inferSelect;

export const findAccountRow = (db: Db | Tx, userId: string): AccountRow | undefined =>
  db.select().from(users).where(eq(users.id, userId)).get();

export const exportedSessions = (db: Db, userId: string): AccountExport['sessions'] =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt))
    .all()
    .map((s) => ({
      device: deviceName(s.userAgent),
      createdAt: s.createdAt,
      lastActiveAt: s.lastUsedAt ?? s.createdAt,
    }));

export function deleteAccountRow(tx: Tx, userId: string): void {
  tx.delete(users).where(eq(users.id, userId)).run();
}
