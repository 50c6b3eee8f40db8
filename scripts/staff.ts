/**
 * Staff accounts from the command line (issue 22; README "Staff accounts"), on the database at
 * DATABASE_PATH (default data/club.db), safe while the server runs (WAL, busy_timeout):
 *   npm run staff -- add EMAIL --role concierge|admin [--password-stdin]
 *   npm run staff -- remove EMAIL
 *   npm run staff -- list
 * Exit status: 0 done, 1 refused (bad password, unknown account), 2 usage error.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDb, migrate, openDb, type Db } from '../api/db/client';
import { loadEnv } from '../api/env';
import {
  createStaffAccount,
  findAccount,
  listStaff,
  normaliseEmail,
  passwordProblem,
  setRole,
  STAFF_ROLES,
  type StaffRole,
} from '../api/staff/staff-accounts';
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

async function add(db: Db, io: StaffCliIo, args: string[], now: Date) {
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
    setRole(db, email, values.role, now);
    io.out(`${email} is now ${values.role} (existing account; password unchanged).`);
    return;
  }
  const password = await newPassword(io, values['password-stdin'] === true);
  await createStaffAccount(db, { email, role: values.role, password }, now);
  io.out(`Created ${email} as ${values.role}. They sign in at /login.`);
}

function remove(db: Db, io: StaffCliIo, args: string[], now: Date) {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const email = emailArgument(positionals, 'remove');
  const account = findAccount(db, email);
  if (!account) throw new Refused(`No account with the email ${email}.`);
  if (account.role === 'member') throw new Refused(`${email} is not staff.`);
  setRole(db, email, 'member', now);
  io.out(`${email} is a member again; their sessions have ended.`);
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
    if (command === 'add') await add(db, io, args, now);
    else if (command === 'remove') remove(db, io, args, now);
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
