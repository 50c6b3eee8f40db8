/**
 * The server-side request forgery guard (PITFALLS.md "Push"): a push endpoint is a URL the server
 * will POST to, so one is accepted only over https on the known push services, or on an origin
 * the operator listed in PUSH_ALLOWED_ORIGINS (a self-hosted service, or a test's local server).
 * Anything else, a private or numeric address and a URL carrying credentials included, is refused
 * with the reason. The worker asks again before each send, so a narrowed list applies at once.
 */

/** Chrome and Edge on Android (FCM), Firefox (autopush), Safari (APNs), Edge on Windows (WNS). */
const KNOWN_PUSH_HOSTS: readonly { host: string; subdomains: boolean }[] = [
  { host: 'fcm.googleapis.com', subdomains: false },
  { host: 'push.services.mozilla.com', subdomains: true },
  { host: 'push.apple.com', subdomains: true },
  { host: 'notify.windows.com', subdomains: true },
];

export const ENDPOINT_CREDENTIALS_MESSAGE = 'The endpoint must not carry a user name or password.';
export const ENDPOINT_HTTPS_MESSAGE = 'The endpoint must use https.';
export const ENDPOINT_ADDRESS_MESSAGE =
  'The endpoint names an IP address, not a push service: only the browsers’ push services are accepted.';
export const ENDPOINT_UNKNOWN_MESSAGE =
  'The endpoint is not on a known push service (Google, Mozilla, Apple or Microsoft).';
export const ENDPOINT_INVALID_MESSAGE = 'The endpoint must be an absolute URL.';

const isKnownHost = (hostname: string) =>
  KNOWN_PUSH_HOSTS.some(
    ({ host, subdomains }) => hostname === host || (subdomains && hostname.endsWith(`.${host}`)),
  );

/** An IPv4 or IPv6 literal (the URL parser writes IPv6 in brackets and IPv4 in dotted form). */
const isAddressLiteral = (hostname: string) =>
  hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);

/** Why the server will not POST to `endpoint`, or null when it may. */
export function endpointProblem(
  endpoint: string,
  allowedOrigins: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_INVALID_MESSAGE;
  }
  if (url.username !== '' || url.password !== '') return ENDPOINT_CREDENTIALS_MESSAGE;
  if (allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return ENDPOINT_HTTPS_MESSAGE;
  if (isAddressLiteral(url.hostname)) return ENDPOINT_ADDRESS_MESSAGE;
  // The known services answer on 443 only: another port is another server on their name.
  if (url.port !== '' || !isKnownHost(url.hostname)) return ENDPOINT_UNKNOWN_MESSAGE;
  return null;
}
