/**
 * A session's device as a member reads it in their devices list: 'Chrome 131 on macOS', 'Safari
 * 17 on iPhone'. ua-parser-js 1.x (MIT; 2.x is AGPL) reads the User-Agent kept at sign-in.
 */
import UAParser from 'ua-parser-js';

export const UNKNOWN_DEVICE = 'Unknown device';

/** Names the parser gives that a member would not say. */
const PLAIN_NAMES: Record<string, string> = {
  'Mobile Safari': 'Safari',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Mac OS': 'macOS',
};
const plain = (name: string) => PLAIN_NAMES[name] ?? name;

export function deviceName(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  // A phone or tablet by its model ('iPhone', 'Pixel 8'); anything else by its system.
  const handheld = device.type === 'mobile' || device.type === 'tablet';
  const place = (handheld ? device.model : undefined) ?? (os.name ? plain(os.name) : undefined);
  if (!browser.name) return place ? `A browser on ${place}` : UNKNOWN_DEVICE;
  const name = [plain(browser.name), browser.major].filter(Boolean).join(' ');
  return place ? `${name} on ${place}` : name;
}
