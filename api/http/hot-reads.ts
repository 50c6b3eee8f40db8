/**
 * The catalogue's cached lists answered before the app (issue 40). They are the hottest reads
 * (every first visit, every installed app's pull, every crawler), and their answer is bytes kept
 * in memory, yet going through Hono and its Node adapter (a Request, a Response, five middleware)
 * cost more than the answer itself: 0.83x a bare node:http server before any middleware ran.
 *
 * The first request of a path and an encoding goes through the app as any other, and its answer
 * (status 200, every header the middleware set, the bytes) is recorded as Node is asked to send
 * it. Later ones are answered with that recording, their own request id, their access line and
 * their metrics sample, exactly as the app's middleware would make them, until `generation()`
 * moves (a catalogue write). So nothing an operator or a client sees differs, by construction:
 * hot-reads.test.ts compares the two answers header by header. A conditional request, a query
 * string, a HEAD or any other method always goes through the app.
 */
import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import type { AppLogger } from '../observability/logger';
import { metrics } from '../observability/metrics';
import { requestIdFor } from '../observability/request-context';
import { pickEncoding } from './content-encoding';

export interface HotReadsOptions {
  /** Exact paths whose GET answer depends on nothing but `generation()` and Accept-Encoding. */
  paths: readonly string[];
  /** Moves whenever an answer of those paths may change. */
  generation: () => number;
  /** The access log's logger: a replayed answer gets the line the app would have written. */
  logger: AppLogger;
}

interface Recording {
  generation: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const REQUEST_ID = 'x-request-id';

/** Records the answer the app sends through `res`, if it is one to replay. */
function record(res: ServerResponse, keep: (headers: OutgoingHttpHeaders, body: Buffer) => void) {
  let headers: OutgoingHttpHeaders | undefined;
  const chunks: Buffer[] = [];
  const { writeHead, write, end } = res;
  // The Node adapter sends a buffered answer as writeHead(status, record), then write/end.
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    const [status, second] = args;
    if (status === 200 && second && typeof second === 'object' && !Array.isArray(second)) {
      headers = second as OutgoingHttpHeaders;
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    else headers = undefined; // a string or a stream's object: not recorded
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    else if (chunk !== undefined && typeof chunk !== 'function') headers = undefined;
    if (headers && !('set-cookie' in headers)) {
      const { [REQUEST_ID]: _id, ...kept } = headers;
      keep(kept, Buffer.concat(chunks));
    }
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof end;
}

/** `listener`, with the recorded answers of `options.paths` sent before it is asked. */
export function withHotReads(listener: RequestListener, options: HotReadsOptions): RequestListener {
  const paths = new Set(options.paths);
  const recordings = new Map<string, Recording>();
  const { logger } = options;

  return (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url;
    if (
      req.method !== 'GET' ||
      path === undefined ||
      !paths.has(path) ||
      req.headers['if-none-match'] !== undefined
    ) {
      return listener(req, res);
    }
    const acceptEncoding = req.headers['accept-encoding'];
    const key = `${pickEncoding(acceptEncoding) ?? 'identity'} ${path}`;
    const generation = options.generation();
    const recording = recordings.get(key);
    if (recording?.generation !== generation) {
      record(res, (headers, body) => recordings.set(key, { generation, headers, body }));
      return listener(req, res);
    }
    const started = performance.now();
    const given = req.headers[REQUEST_ID];
    const id = requestIdFor(typeof given === 'string' ? given : undefined);
    res.writeHead(200, { ...recording.headers, [REQUEST_ID]: id });
    res.end(recording.body);
    // As api/observability/access-log.ts does: the route is the path, an exact pattern here.
    const seconds = (performance.now() - started) / 1000;
    metrics.request(path, 'GET', 200, seconds);
    const ms = Math.round(seconds * 10_000) / 10;
    // The id given as the line's first field, where the logger's mixin puts it inside a request:
    // the same line, without entering an AsyncLocalStorage context for it.
    logger.info({ reqId: id, method: 'GET', route: path, path, status: 200, ms }, 'request');
  };
}
