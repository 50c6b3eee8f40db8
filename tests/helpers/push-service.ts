/**
 * A stand-in push service and browser for the Web Push tests (PITFALLS.md "Push"): no real push
 * service is reachable here, so a local HTTP server takes the club's POSTs, and the test holds the
 * subscription keys a browser would make (ECDH P-256 and a 16-byte auth secret), so it can
 * decrypt what arrives (http_ece, aes128gcm) and check the VAPID signature (RFC 8292).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushPayload } from '@shared/push-api';

export interface Browser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** A browser's subscription to `endpoint`, with the keys it keeps to read what it is sent. */
export function browserSubscription(endpoint: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    ecdh,
  };
}

/** The body the app sends to POST /api/push/subscriptions (PushSubscription.toJSON()). */
export const subscriptionBody = ({ endpoint, keys }: Browser, categories?: string[]) => ({
  endpoint,
  keys,
  ...(categories ? { categories } : {}),
});

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  origin: string;
  /** an endpoint on this service, as a push service hands one to a browser */
  endpoint(name?: string): string;
  received: Received[];
  /** the next answers, in order (then 201) */
  answer(...statuses: { status: number; headers?: Record<string, string> }[]): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: Received[] = [];
  const answers: { status: number; headers?: Record<string, string> }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const { status, headers } = answers.shift() ?? { status: 201 };
      res.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    endpoint: (name = crypto.randomUUID()) => `${origin}/push/${name}`,
    received,
    answer: (...statuses) => void answers.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the browser reads from a delivery: the decrypted aes128gcm body as the payload JSON. */
export function decryptPush(delivery: Received, browser: Browser): PushPayload {
  const plain = decrypt(delivery.body, {
    version: 'aes128gcm',
    privateKey: browser.ecdh,
    authSecret: browser.keys.auth,
  });
  return JSON.parse(plain.toString('utf8')) as PushPayload;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the key is `publicKey`, and
 * the JWT's ES256 signature verifies with it. Answers the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('the VAPID header names another key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID JWT signed with ${alg}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
