/**
 * The server's log: JSON lines with pino on stdout (twelve-factor: the platform collects them),
 * human lines in development, formatted in a worker thread. One logger carries both the access
 * lines and the app's own messages (`Logger`, adapted by `logLines`), so both get the request id
 * of the request they belong to and the same redaction: the fields of log-redaction.ts blanked by
 * configuration everywhere, and in production every finished line scrubbed of addresses, link
 * tokens, card numbers and secrets. Lines are written in batches, never a write a request
 * (log-destination.ts), except that a fatal line is written out at once with everything before
 * it: the process may end next.
 */
import { fileURLToPath } from 'node:url';
import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { Env } from '../env';
import { stdoutDestination } from './log-destination';
import { redact, REDACTED_PATHS } from './log-redaction';
import { isoTime } from './log-time';
import type { Logger } from '../runtime';
import { currentRequestId } from './request-context';

export type AppLogger = PinoLogger;

/** A destination that can write what it holds before the process ends. */
interface Flushable {
  flushSync(): void;
}
const isFlushable = (stream: object): stream is Flushable =>
  typeof (stream as Partial<Flushable>).flushSync === 'function';

const FATAL = 60;

/**
 * Development's human lines on stdout, formatted in a worker thread (pretty-transport.ts), off
 * the thread that answers requests. pino writes out what the worker has not yet taken at exit.
 */
const prettyWorker = (): DestinationStream =>
  pino.transport({
    target: fileURLToPath(new URL('./pretty-worker.mjs', import.meta.url)),
  });

export function createLogger(
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>,
  destination: DestinationStream = env.NODE_ENV === 'development'
    ? prettyWorker()
    : stdoutDestination(),
): AppLogger {
  const flushable = isFlushable(destination) ? destination : null;
  return pino(
    {
      level: env.LOG_LEVEL,
      // An ISO time, not epoch milliseconds: readable, and never a 13-digit run that the card
      // number rule could take for a card.
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId === undefined ? {} : { reqId };
      },
      hooks: {
        ...(env.NODE_ENV === 'production' ? { streamWrite: redact } : {}),
        ...(flushable && {
          logMethod(args, method, level) {
            method.apply(this, args);
            if (level >= FATAL) flushable.flushSync();
          },
        }),
      },
    },
    destination,
  );
}

/** Resolves once every line logged so far is written (or its destination has failed). */
export async function flushLogger(logger: AppLogger): Promise<void> {
  await new Promise<void>((done) => logger.flush(() => done()));
}

/** A logger that writes nothing, for callers that capture the app's messages themselves. */
export const silentLogger = (): AppLogger => pino({ level: 'silent' });

/** The app's message log (`Logger`) as lines of the structured one: errors at level error. */
export const logLines =
  (logger: AppLogger): Logger =>
  (message, error) => {
    if (error === undefined) logger.info(message);
    else logger.error({ err: error }, message);
  };
