/**
 * The notifications offer (issue 38): where push can be turned on (an iPhone or iPad in a tab
 * must install first), when a booking or message earns the offer, and "Not now" for 30 days.
 */
import { describe, expect, it } from 'vitest';
import {
  notNowAt,
  PUSH_OFFER_SNOOZE_MS,
  rememberNotNow,
} from '@app/features/push/lib/offer-snooze';
import { offerView, type OfferFacts } from '@app/features/push/lib/offer-view';
import { withCategory } from '@app/features/push/lib/push-categories';
import { pushPlatform } from '@app/features/push/lib/push-platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/137.0 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0 Mobile Safari/537.36';

const facts = (userAgent: string, maxTouchPoints: number, installed: boolean, pushApis: boolean) =>
  pushPlatform({ device: { userAgent, maxTouchPoints }, installed, pushApis });

describe('pushPlatform', () => {
  it('sends an iPhone in a tab, any browser, to the home screen first', () => {
    expect(facts(IPHONE_SAFARI, 5, false, false)).toBe('install-first');
    expect(facts(IPHONE_CHROME, 5, false, false)).toBe('install-first');
  });

  it('knows an iPad that reports itself as a Mac by its touch screen', () => {
    expect(facts(MAC_SAFARI, 5, false, false)).toBe('install-first');
    expect(facts(MAC_SAFARI, 0, false, true)).toBe('supported');
  });

  it('lets the installed app on an iPhone ask, when its iOS has Web Push', () => {
    expect(facts(IPHONE_SAFARI, 5, true, true)).toBe('supported');
    // Before iOS 16.4 even the installed app has no PushManager.
    expect(facts(IPHONE_SAFARI, 5, true, false)).toBe('unsupported');
  });

  it('asks anywhere else the browser has the APIs', () => {
    expect(facts(ANDROID_CHROME, 5, false, true)).toBe('supported');
    expect(facts(ANDROID_CHROME, 5, false, false)).toBe('unsupported');
  });
});

describe('offerView', () => {
  const now = Date.UTC(2026, 10, 28);
  const ready: OfferFacts = {
    platform: 'supported',
    permission: 'default',
    subscribed: false,
    lastNotNow: 0,
    now,
  };

  it('asks a device that can, and has not been asked or is already allowed', () => {
    expect(offerView(ready)).toBe('ask');
    expect(offerView({ ...ready, permission: 'granted' })).toBe('ask');
  });

  it('stays away when the browser said no, the device is subscribed, or cannot be', () => {
    expect(offerView({ ...ready, permission: 'denied' })).toBe('none');
    expect(offerView({ ...ready, subscribed: true })).toBe('none');
    expect(offerView({ ...ready, platform: 'unsupported' })).toBe('none');
  });

  it('explains the home screen to an iPhone in a tab', () => {
    expect(offerView({ ...ready, platform: 'install-first' })).toBe('install-first');
  });

  it('stays away for 30 days after "Not now", on iPhone too', () => {
    const lastNotNow = now - PUSH_OFFER_SNOOZE_MS + 1;
    expect(offerView({ ...ready, lastNotNow })).toBe('none');
    expect(offerView({ ...ready, platform: 'install-first', lastNotNow })).toBe('none');
    expect(offerView({ ...ready, lastNotNow: now - PUSH_OFFER_SNOOZE_MS })).toBe('ask');
  });
});

describe('"Not now" on this device', () => {
  it('is remembered in storage, and reads as never when nothing (or nonsense) is there', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    expect(notNowAt(storage)).toBe(0);
    rememberNotNow(storage, 1_700_000_000_000);
    expect(notNowAt(storage)).toBe(1_700_000_000_000);
    map.set([...map.keys()][0]!, 'garbage');
    expect(notNowAt(storage)).toBe(0);
  });
});

describe('withCategory', () => {
  it('turns one category on or off, in the list’s own order', () => {
    expect(withCategory(['trips', 'messages'], 'payments', true)).toEqual([
      'messages',
      'trips',
      'payments',
    ]);
    expect(withCategory(['messages', 'trips'], 'messages', false)).toEqual(['trips']);
    expect(withCategory([], 'orders', false)).toEqual([]);
  });
});
