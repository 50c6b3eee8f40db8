/**
 * Plain node:http clients for the event-stream bench: an open GET /api/sync/events stream that
 * notes when each `change` arrives, and spec 7's profile PUT. No browser: a thousand of them.
 */
import { Agent, get, request, type ClientRequest } from 'node:http';
import { API } from '@shared/api';
import { SYNC_API, SYNC_CHANGE_EVENT, SYNC_READY_EVENT } from '@shared/sync-api';

export interface Stream {
  member: number;
  req: ClientRequest;
  /** resolved with the moment the next `change` arrives */
  waiters: ((at: number) => void)[];
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const ARRIVAL_TIMEOUT_MS = 5_000;

/** Opens one stream; resolves once its `ready` event arrived. */
export function openStream(port: number, token: string, member: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const headers = { Cookie: `session=${token}`, Accept: 'text/event-stream' };
    const req = get({ host: '127.0.0.1', port, path: SYNC_API.events, agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${SYNC_API.events}: ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = /^event: ?(.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (event === SYNC_READY_EVENT) resolve(stream);
          if (event === SYNC_CHANGE_EVENT) {
            const at = performance.now();
            for (const done of stream.waiters.splice(0)) done(at);
          }
        }
      });
    });
    const stream: Stream = { member, req, waiters: [] };
    req.on('error', reject);
  });
}

/**
 * When each stream hears its next `change`, in ms after `t0` (performance.now()), sorted; streams
 * that hear nothing within 5 s are left out. Call it before the write.
 */
export async function arrivals(streams: Stream[], t0: number): Promise<number[]> {
  const times: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const all = Promise.all(
    streams.map(
      (s) => new Promise<void>((done) => s.waiters.push((at) => done(void times.push(at - t0)))),
    ),
  );
  const late = new Promise((done) => (timer = setTimeout(done, ARRIVAL_TIMEOUT_MS)));
  await Promise.race([all, late]);
  clearTimeout(timer);
  for (const s of streams) s.waiters.length = 0;
  return times.sort((a, b) => a - b);
}

/** PUT /api/user/profile's body as spec 7 documents it, from any client. */
export const spec7Profile = (firstName: string) => ({
  firstName,
  lastName: 'Hartley',
  phoneNumber: '',
  state: '',
  companyName: '',
  upcomingTrips: [],
});

/** Spec 7's call, a plain update without If-Match; answers the status. */
export function putProfile(port: number, token: string, firstName: string): Promise<number> {
  const body = JSON.stringify(spec7Profile(firstName));
  const headers = { Cookie: `session=${token}`, 'Content-Type': 'application/json' };
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: API.profile, method: 'PUT', agent, headers };
    const req = request(options, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}
