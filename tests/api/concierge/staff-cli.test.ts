/** `npm run staff` (scripts/staff.ts), run in-process on a temporary database file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '@api/auth/passwords';
import { createSession, validateSessionToken } from '@api/auth/sessions';
import { closeDb, migrate, openDb, type Db } from '@api/db/client';
import { users } from '@api/db/schema';
import { COMMON_PASSWORD_MESSAGE } from '@shared/schemas/auth';
import { main, USAGE, type StaffCliIo } from '../../../scripts/staff';
import { generateSessionToken } from '@api/lib/secret-tokens';

const NOW = new Date('2025-09-20T12:00:00.000Z');
const GOOD_PASSWORD = 'velvet harbour lantern';
const OPERATOR = { user: 'ops', host: 'club-1' };

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  path = join(dir, 'club.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command; `stdin` is what --password-stdin reads, `typed` what the hidden prompt gets. */
async function run(
  args: string[],
  { stdin = '', typed }: { stdin?: string; typed?: string[] } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const answers = [...(typed ?? [])];
  const io: StaffCliIo = {
    env: { DATABASE_PATH: path, PUBLIC_URL: 'https://club.test' },
    readStdin: async () => stdin,
    askPassword: typed ? async () => answers.shift() ?? '' : undefined,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: () => NOW,
    operator: () => OPERATOR,
  };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function withDb<T>(fn: (db: Db) => T): T {
  const db = openDb(path);
  try {
    migrate(db);
    return fn(db);
  } finally {
    closeDb(db);
  }
}
const account = (email: string) =>
  withDb((db) => db.$client.prepare('SELECT * FROM users WHERE email = ?').get(email)) as
    Record<string, unknown> | undefined;

describe('staff add', () => {
  it('creates an account with the role and a hashed password from stdin', async () => {
    const res = await run(['add', 'Ada@Club.test', '--role', 'concierge', '--password-stdin'], {
      stdin: `${GOOD_PASSWORD}\n`,
    });
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain('Created ada@club.test as concierge');
    const row = account('ada@club.test');
    expect(row).toMatchObject({ role: 'concierge', created_at: NOW.toISOString() });
    expect(await verifyPassword(String(row?.password_hash), GOOD_PASSWORD)).toBe(true);
  });

  it('asks twice on the terminal without --password-stdin', async () => {
    const res = await run(['add', 'ada@club.test', '--role', 'admin'], {
      typed: [GOOD_PASSWORD, GOOD_PASSWORD],
    });
    expect(res.code).toBe(0);
    expect(account('ada@club.test')).toMatchObject({ role: 'admin' });
    const mismatch = await run(['add', 'bo@club.test', '--role', 'admin'], {
      typed: [GOOD_PASSWORD, 'something else'],
    });
    expect(mismatch).toMatchObject({ code: 1, err: "Passwords don't match." });
  });

  it('refuses to prompt with no terminal', async () => {
    const res = await run(['add', 'ada@club.test', '--role', 'admin']);
    expect(res.code).toBe(2);
    expect(res.err).toContain('--password-stdin');
    expect(account('ada@club.test')).toBeUndefined();
  });

  it.each([
    ['too short', 'abc12\n', 'Password must be at least 6 characters'],
    ['common', 'password1\n', COMMON_PASSWORD_MESSAGE],
    ['common in another case', 'Password1', COMMON_PASSWORD_MESSAGE],
    ['too long', 'x'.repeat(129), 'Password must be at most 128 characters'],
  ])('refuses a %s password and creates nothing', async (_, stdin, message) => {
    const res = await run(['add', 'ada@club.test', '--role', 'admin', '--password-stdin'], {
      stdin,
    });
    expect(res).toMatchObject({ code: 1, err: message });
    expect(account('ada@club.test')).toBeUndefined();
  });

  it('gives an existing, verified member the role and leaves their password alone', async () => {
    withDb((db) =>
      db
        .insert(users)
        .values({ email: 'ada@club.test', passwordHash: 'h', emailVerifiedAt: NOW.toISOString() })
        .run(),
    );
    const res = await run(['add', 'ada@club.test', '--role', 'admin', '--password-stdin'], {
      stdin: GOOD_PASSWORD,
    });
    expect(res.code).toBe(0);
    expect(res.out).toContain('password unchanged');
    expect(res.err).toContain('The password given was not used');
    expect(account('ada@club.test')).toMatchObject({ role: 'admin', password_hash: 'h' });
  });

  it('finds an account stored in another case, as sign-in does', async () => {
    withDb((db) =>
      db
        .insert(users)
        .values({ email: 'Ada@Club.test', passwordHash: 'h', emailVerifiedAt: NOW.toISOString() })
        .run(),
    );
    const res = await run(['add', 'ada@club.test', '--role', 'concierge']);
    expect(res).toMatchObject({ code: 0 });
    expect(account('Ada@Club.test')).toMatchObject({ role: 'concierge' });
    expect(account('ada@club.test')).toBeUndefined();
  });

  it('says so and changes nothing when the account already has the role', async () => {
    withDb((db) =>
      db
        .insert(users)
        .values({ email: 'ada@club.test', role: 'admin', emailVerifiedAt: NOW.toISOString() })
        .run(),
    );
    const token = generateSessionToken();
    withDb((db) => createSession(db, token, String(account('ada@club.test')?.id), NOW));
    expect(await run(['add', 'ada@club.test', '--role', 'admin'])).toMatchObject({
      code: 0,
      out: 'ada@club.test is already admin; nothing changed.',
    });
    expect(withDb((db) => validateSessionToken(db, token, NOW))).not.toBeNull();
  });

  it.each([
    [['add', 'ada@club.test', '--role', 'boss'], '--role must be concierge or admin'],
    [['add', 'ada@club.test'], '--role must be concierge or admin'],
    [['add', 'not-an-email', '--role', 'admin'], 'Please enter a valid email address'],
    [['add', '--role', 'admin'], 'add takes one EMAIL'],
    [['add', 'a@b.co', 'c@d.co', '--role', 'admin'], 'add takes one EMAIL'],
    [['add', 'ada@club.test', '--role', 'admin', '--force'], "Unknown option '--force'"],
    [['promote', 'ada@club.test'], 'Unknown command: promote'],
    [[], USAGE],
  ])('answers %j with usage and exit 2', async (args, message) => {
    const res = await run(args);
    expect(res.code).toBe(2);
    expect(res.err).toContain(message);
  });
});

describe('a staff role only for the address’s owner (issue 36)', () => {
  const mails = () =>
    withDb((db) =>
      db.$client.prepare('SELECT kind, to_address, text_body FROM mail_outbox').all(),
    ) as { kind: string; to_address: string; text_body: string }[];
  const audit = () =>
    withDb((db) => db.$client.prepare('SELECT * FROM audit_log ORDER BY id').all()) as Record<
      string,
      unknown
    >[];

  /** A stranger registers the address before the club makes it staff, and stays signed in. */
  function strangerRegisters(email: string) {
    const token = generateSessionToken();
    withDb((db) => {
      db.insert(users).values({ email, passwordHash: 'stranger-hash' }).run();
      createSession(db, token, String(account(email)?.id), NOW);
    });
    return token;
  }

  it('refuses an account whose address is not verified, and changes nothing', async () => {
    const token = strangerRegisters('newhire@club.example');
    const res = await run(['add', 'newhire@club.example', '--role', 'admin', '--password-stdin'], {
      stdin: GOOD_PASSWORD,
    });
    expect(res.code).toBe(1);
    expect(res.err).toContain('has not been confirmed');
    expect(res.err).toContain('Nothing was changed');
    expect(account('newhire@club.example')).toMatchObject({
      role: 'member',
      password_hash: 'stranger-hash',
    });
    // A refusal takes nothing from the account: its session, mail and audit log are as they were.
    expect(withDb((db) => validateSessionToken(db, token, NOW))?.user.role).toBe('member');
    expect(mails()).toEqual([]);
    expect(audit()).toEqual([]);
  });

  it('once verified: the role, every session ended, the account mailed, the operator audited', async () => {
    const token = strangerRegisters('newhire@club.example');
    withDb((db) =>
      db.$client
        .prepare('UPDATE users SET email_verified_at = ? WHERE email = ?')
        .run(NOW.toISOString(), 'newhire@club.example'),
    );
    const res = await run(['add', 'NewHire@club.example', '--role', 'admin']);
    expect(res).toMatchObject({ code: 0 });
    expect(res.out).toContain('Their sessions have ended');
    expect(account('newhire@club.example')).toMatchObject({ role: 'admin' });
    expect(withDb((db) => validateSessionToken(db, token, NOW))).toBeNull();
    const [mail] = mails();
    expect(mail).toMatchObject({ kind: 'role_changed', to_address: 'newhire@club.example' });
    expect(mail?.text_body).toContain('administrator');
    expect(mail?.text_body).toContain('https://club.test/login');
    expect(audit()).toEqual([
      expect.objectContaining({
        staff_user_id: 'cli:ops@club-1',
        staff_email: 'ops@club-1 (command line)',
        action: 'staff.role_changed',
        entity_type: 'user',
        entity_id: account('newhire@club.example')?.id,
        before: JSON.stringify({ role: 'member' }),
        after: JSON.stringify({ role: 'admin' }),
        created_at: NOW.toISOString(),
      }),
    ]);
  });

  it('audits a new account and a removal as the operator, and mails the removal', async () => {
    await run(['add', 'ada@club.test', '--role', 'concierge', '--password-stdin'], {
      stdin: GOOD_PASSWORD,
    });
    await run(['remove', 'ada@club.test']);
    expect(audit().map((e) => [e.action, e.staff_user_id, e.after])).toEqual([
      [
        'staff.account_created',
        'cli:ops@club-1',
        JSON.stringify({ email: 'ada@club.test', role: 'concierge' }),
      ],
      ['staff.role_changed', 'cli:ops@club-1', JSON.stringify({ role: 'member' })],
    ]);
    expect(mails().map((m) => m.kind)).toEqual(['role_changed']);
  });
});

describe('staff remove', () => {
  it('makes them a member again and ends their sessions', async () => {
    await run(['add', 'ada@club.test', '--role', 'concierge', '--password-stdin'], {
      stdin: GOOD_PASSWORD,
    });
    const token = generateSessionToken();
    withDb((db) => {
      const id = String(account('ada@club.test')?.id);
      createSession(db, token, id, NOW);
    });
    const res = await run(['remove', 'ADA@club.test']);
    expect(res).toMatchObject({ code: 0 });
    expect(res.out).toContain('sessions have ended');
    expect(account('ada@club.test')).toMatchObject({ role: 'member' });
    expect(withDb((db) => validateSessionToken(db, token, NOW))).toBeNull();
  });

  it('refuses an unknown email and a member with exit 1', async () => {
    expect(await run(['remove', 'nobody@club.test'])).toMatchObject({
      code: 1,
      err: 'No account with the email nobody@club.test.',
    });
    withDb((db) => db.insert(users).values({ email: 'm@club.test' }).run());
    expect(await run(['remove', 'm@club.test'])).toMatchObject({
      code: 1,
      err: 'm@club.test is not staff.',
    });
  });
});

describe('staff list', () => {
  it('lists staff only, admins first', async () => {
    expect((await run(['list'])).out).toBe('No staff accounts.');
    withDb((db) =>
      db
        .insert(users)
        .values([
          { email: 'm@club.test' },
          { email: 'c@club.test', role: 'concierge', firstName: 'Cy', lastName: 'Vale' },
          { email: 'a@club.test', role: 'admin' },
        ])
        .run(),
    );
    const res = await run(['list']);
    expect(res.code).toBe(0);
    expect(res.out.split('\n')).toEqual([
      'admin      a@club.test',
      'concierge  c@club.test  Cy Vale',
    ]);
    expect((await run(['list', 'extra'])).code).toBe(2);
  });
});

describe('npm run staff (the script itself)', () => {
  it('runs with tsx, reads the password from stdin and exits with the status', async () => {
    const { spawnSync } = await import('node:child_process');
    const runScript = (args: string[], input: string) =>
      // The project's own tsx, without npx's lookup: three runs on a busy CI machine add up.
      spawnSync('node_modules/.bin/tsx', ['scripts/staff.ts', ...args], {
        input,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_PATH: path },
      });
    const short = runScript(
      ['add', 'ada@club.test', '--role', 'admin', '--password-stdin'],
      'abc\n',
    );
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('Password must be at least 6 characters');
    const made = runScript(
      ['add', 'ada@club.test', '--role', 'admin', '--password-stdin'],
      `${GOOD_PASSWORD}\n`,
    );
    expect(made.status).toBe(0);
    expect(runScript(['list'], '').stdout).toContain('admin      ada@club.test');
  }, 60_000);
});
