import { createHash } from 'node:crypto';

/** A fixed namespace for the club's seed data, so ids are identical on every fresh database. */
const SEED_NAMESPACE = '6f1c2a4e-8d3b-5c7a-9e2f-41b0d5a7c3e9';

/** RFC 9562 UUID version 5 (SHA-1 of namespace + name): stable ids derived from slugs. */
export function uuidV5(name: string, namespace = SEED_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1').update(ns).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
