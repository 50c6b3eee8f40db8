/**
 * Staff accounts from the command line (issue 22; README "Staff accounts"), on the database at
 * DATABASE_PATH (default data/club.db), safe while the server runs (WAL, busy_timeout):
 *   npm run staff -- add EMAIL --role concierge|admin [--password-stdin]
 *   npm run staff -- remove EMAIL
 *   npm run staff -- list
 * Exit status: 0 done, 1 refused (bad password, unknown account, an address not yet proven),
 * 2 usage error. Every change of role ends the account's sessions, mails it, and is audited as
 * the operator at this machine (OS user and host).
 */
import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { closeDb, migrate, openDb, type Db } from '../api/db/client';
import { createFilesPrivately } from '../api/db/private-files';
import { loadEnv, type Env } from '../api/env';
import { mailContextOf } from '../api/mail/mail-context';
import {
  createStaffAccount,
  findAccount,
  listStaff,
  normaliseEmail,
  passwordProblem,
  setRole,
  STAFF_ROLES,
  type Operator,
  type StaffRole,
} from '../api/concierge';
import { promptHidden } from './staff/hidden-prompt';

export const USAGE = `Usage:
  npm run staff -- add EMAIL --role concierge|admin [--password-stdin]
  npm run staff -- remove EMAIL
  npm run staff -- list`;

/** Everything the command touches outside the database, so a test can run it in-process. */
export interface StaffCliIo {
  env: Record<string, string | undefined>;
  /** the whole of standard input, for --password-stdin */
  readStdin(): Promise<string>;
  /** a prompt that does not echo; absent when standard input is not a terminal */
  askPassword?: (question: string) => Promise<string>;
  out(line: string): void;
  err(line: string): void;
  now?: () => Date;
  /** who runs the command, for the audit log (default: the OS user and the host) */
  operator?: () => Operator;
}

/** The OS user and host; a container user with no passwd entry is named by its uid. */
function machineOperator(): Operator {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    user = process.env.USER ?? `uid ${process.getuid?.() ?? '?'}`;
  }
  return { user, host: hostname() };
}

interface Run {
  db: Db;
  io: StaffCliIo;
  env: Env;
  now: Date;
  operator: Operator;
}

class UsageError extends Error {}
class Refused extends Error {}

const isStaffRole = (role: string | undefined): role is StaffRole =>
  STAFF_ROLES.some((r) => r === role);

function emailArgument(positionals: string[], command: string): string {
  if (positionals.length !== 2) throw new UsageError(`${command} takes one EMAIL.`);
  const parsed = normaliseEmail(positionals[1] ?? '');
  if ('error' in parsed) throw new UsageError(`${parsed.error}: ${positionals[1]}`);
  return parsed.email;
}

async function newPassword(io: StaffCliIo, fromStdin: boolean): Promise<string> {
  let password: string;
  if (fromStdin) {
    // One trailing line break is the end of the line, not part of the password (echo, heredocs).
    password = (await io.readStdin()).replace(/\r?\n$/, '');
  } else {
    if (!io.askPassword) {
      throw new UsageError('No terminal to ask for the password: pass it with --password-stdin.');
    }
    password = await io.askPassword('Password for the new account: ');
    const again = await io.askPassword('The same password again: ');
    if (again !== password) throw new Refused("Passwords don't match.");
  }
  const problem = passwordProblem(password);
  if (problem) throw new Refused(problem);
  return password;
}

/** Why an account may not take a role yet: anyone can register any address before the club uses it. */
const unprovenMessage = (email: string) =>
  `${email} has an account whose email address has not been confirmed, so it may belong to ` +
  'someone else who registered it first. Nothing was changed. Ask the person to confirm the ' +
  'address (the link mailed at registration, Send Again on their dashboard, or a password reset ' +
  'from /forgot-password), then run this again.';

async function add({ db, io, env, now, operator }: Run, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
  const email = emailArgument(positionals, 'add');
  if (!isStaffRole(values.role)) {
    throw new UsageError(`--role must be ${STAFF_ROLES.join(' or ')}.`);
  }
  const existing = findAccount(db, email);
  if (existing) {
    if (existing.emailVerifiedAt === null) throw new Refused(unprovenMessage(existing.email));
    if (existing.role === values.role) {
      io.out(`${existing.email} is already ${values.role}; nothing changed.`);
      return;
    }
    setRole(
      db,
      { accountId: existing.id, role: values.role, operator, mail: mailContextOf(env) },
      now,
    );
    io.out(
      `${existing.email} is now ${values.role} (existing account; password unchanged). ` +
        'Their sessions have ended and they have been mailed.',
    );
    if (values['password-stdin']) {
      io.err('The password given was not used: an existing account keeps its own.');
    }
    return;
  }
  const password = await newPassword(io, values['password-stdin'] === true);
  await createStaffAccount(db, { email, role: values.role, password, operator }, now);
  io.out(`Created ${email} as ${values.role}. They sign in at /login.`);
}

function remove({ db, io, env, now, operator }: Run, args: string[]) {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const email = emailArgument(positionals, 'remove');
  const account = findAccount(db, email);
  if (!account) throw new Refused(`No account with the email ${email}.`);
  if (account.role === 'member') throw new Refused(`${account.email} is not staff.`);
  setRole(db, { accountId: account.id, role: 'member', operator, mail: mailContextOf(env) }, now);
  io.out(
    `${account.email} is a member again; their sessions have ended and they have been mailed.`,
  );
}

function list(db: Db, io: StaffCliIo, args: string[]) {
  if (args.length > 1) throw new UsageError('list takes no arguments.');
  const staff = listStaff(db);
  if (staff.length === 0) return io.out('No staff accounts.');
  for (const s of staff) {
    const name = [s.firstName, s.lastName].filter(Boolean).join(' ');
    io.out([s.role.padEnd(9), s.email, name].filter(Boolean).join('  '));
  }
}

export async function main(args: string[], io: StaffCliIo): Promise<number> {
  const command = args[0];
  if (command === undefined || command === '--help' || command === 'help') {
    (command === undefined ? io.err : io.out)(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (!['add', 'remove', 'list'].includes(command)) {
    io.err(`Unknown command: ${command}\n${USAGE}`);
    return 2;
  }
  const env = loadEnv(io.env);
  const db = openDb(env.DATABASE_PATH);
  const now = (io.now ?? (() => new Date()))();
  try {
    // As the server does at start: a new or older database gets the tables this needs.
    migrate(db);
    const run: Run = { db, io, env, now, operator: (io.operator ?? machineOperator)() };
    if (command === 'add') await add(run, args);
    else if (command === 'remove') remove(run, args);
    else list(db, io, args);
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      io.err(error.message);
      return 1;
    }
    // parseArgs throws TypeErrors with a code for unknown or malformed options.
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      io.err(`${error.message}\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    closeDb(db);
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The club's data is its account's alone: a database or backup made here is not world-readable.
  createFilesPrivately();
  // The same configuration as the server (api/server.ts), so both open the same database.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const code = await main(process.argv.slice(2), {
    env: process.env,
    readStdin: () => readAll(process.stdin),
    askPassword: process.stdin.isTTY ? promptHidden : undefined,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}
