/**
 * Client addresses as rate-limit keys. One IPv6 subscriber is handed a whole /64 (RFC 6177), and
 * picking a new address inside it is free, so every per-address limit counts the /64; an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket reports for IPv4) is
 * the IPv4 address it carries.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Longest text kept from an address that is not one (it still names someone, but never bloats a key). */
const MAX_RAW_LENGTH = 64;

/** `[2001:db8::1]:443` → `2001:db8::1`, `203.0.113.7:8080` → `203.0.113.7`, zone ids dropped. */
function withoutPortAndZone(text: string): string {
  const value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const bare = bracketed ? bracketed[1]! : value.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1');
  return bare.replace(/%.*$/, '');
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

const hex = (group: number) => group.toString(16);

/**
 * The key a per-address limit counts: an IPv4 address as is, an IPv6 address as its /64
 * (`2001:db8:1:2::/64`), an IPv4-mapped one as its IPv4 address. Text that is no address (a
 * misconfigured proxy's) is kept, trimmed and bounded, so it still counts as someone.
 */
export function addressKey(text: string): string {
  const address = withoutPortAndZone(text);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, MAX_RAW_LENGTH) || 'unknown';
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [, , , , , , hi = 0, lo = 0] = groups;
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map(hex).join(':')}::/64`;
}
