/**
 * The server's VAPID identity (RFC 8292): the key pair from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
 * or else one generated at first start and kept in the database (a new pair would silently
 * orphan every subscription browsers made with the old one). The subject is VAPID_SUBJECT; outside
 * production it defaults to the support address (env.ts refuses production without one).
 */
import webPush from 'web-push';
import type { Db } from '../db/client';
import { pushVapidKeys } from '../db/schema/push';
import type { Env } from '../env';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The stored pair, made now if there is none; of two processes at once, the first one's wins. */
function storedKeys(db: Db): Pick<VapidDetails, 'publicKey' | 'privateKey'> {
  const read = () =>
    db
      .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
      .from(pushVapidKeys)
      .all()[0];
  const stored = read();
  if (stored) return stored;
  db.insert(pushVapidKeys)
    .values({ id: 1, ...webPush.generateVAPIDKeys() })
    .onConflictDoNothing()
    .run();
  const made = read();
  if (!made) throw new Error('the VAPID key pair vanished right after it was stored');
  return made;
}

export function vapidDetailsFor(
  db: Db,
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'SUPPORT_EMAIL'>,
): VapidDetails {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  return { subject, ...storedKeys(db) };
}
