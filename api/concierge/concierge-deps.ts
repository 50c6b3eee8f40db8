import type { Db } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import type { ConsoleMoney } from '../payments';
import type { Clock } from '../runtime';
import type { ThreadAttachmentFiles } from '../threads';
import type { ImageQueue } from '../lib/images/image-queue';
import type { CatalogPictureFiles } from '../catalog';
import type { OnJournalChanged } from '../journal';

/** What the console's routes are built from (app.ts). */
export interface ConciergeDeps {
  db: Db;
  clock: Clock;
  /** the guest's and member's mail a staff action queues (its links and footer) */
  mail: MailContext;
  /** refunds and installment retries, through payments' public surface (never the gateway) */
  money: ConsoleMoney;
  /** the conversations' files, and the queue their pictures are re-encoded through */
  files: ThreadAttachmentFiles;
  imageQueue: ImageQueue;
  /** where the catalogue's pictures are kept (issue 39), served at /media/catalog */
  catalogPictures: CatalogPictureFiles;
  /** told after each journal write, so the server can render the changed pages again */
  onJournalChanged: OnJournalChanged;
}
