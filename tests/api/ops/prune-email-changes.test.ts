/** Old changes of email are pruned once none of their links can be used (api/db/prune.ts). */
import { expect, it } from 'vitest';
import { signedIn } from '../../helpers/staff';
import { pruneExpired } from '@api/ops';
import { DAY } from '../../helpers/durations';
import { appSuite } from '../../helpers/app-suite';

const s = appSuite();
const at = (days: number) => new Date(s.time.now().getTime() + days * DAY).toISOString();

function insertChange(id: string, userId: string, expiresIn: number, undoIn: number | null) {
  s.t.db.$client
    .prepare(
      `INSERT INTO email_changes (id, user_id, old_email, new_email, expires_at, undo_id,
         undo_expires_at, created_at) VALUES (?, ?, 'a@x.co', 'b@x.co', ?, ?, ?, ?)`,
    )
    .run(
      id,
      userId,
      at(expiresIn),
      undoIn === null ? null : `undo-${id}`,
      undoIn === null ? null : at(undoIn),
      at(-30),
    );
}

it('keeps a change while its confirmation or undo link works, and a day more; then prunes it', () => {
  const member = signedIn(s.t, s.time, 'member', 'ada@club.test');
  insertChange('unconfirmed-old', member.id, -2, null);
  insertChange('unconfirmed-fresh', member.id, -0.5, null);
  insertChange('undo-open', member.id, -20, 3);
  insertChange('undo-closed', member.id, -20, -2);
  expect(pruneExpired(s.t.db, s.time.now()).emailChanges).toBe(2);
  const left = s.t.db.$client.prepare('SELECT id FROM email_changes ORDER BY id').all();
  expect(left).toEqual([{ id: 'unconfirmed-fresh' }, { id: 'undo-open' }]);
});
