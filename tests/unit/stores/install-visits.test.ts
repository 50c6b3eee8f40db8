import { describe, expect, it } from 'vitest';
import {
  OFFER_SNOOZE_MS,
  dismissedAt,
  offerDue,
  recordVisit,
  rememberDismissal,
} from '@app/stores/install-visits';
import { isIosSafari } from '@app/stores/install-prompt-store';

/** A Storage over a Map: enough for what install-visits reads and writes. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('install offer timing', () => {
  it('counts a visit once per session, so the offer waits for the second visit', () => {
    const local = memoryStorage();
    const firstSession = memoryStorage();
    expect(recordVisit(local, firstSession)).toBe(1);
    // More page views in the same visit.
    expect(recordVisit(local, firstSession)).toBe(1);
    expect(offerDue(1, 0, Date.now())).toBe(false);
    expect(recordVisit(local, memoryStorage())).toBe(2);
    expect(offerDue(2, 0, Date.now())).toBe(true);
  });

  it('stays away for 30 days after a dismissal', () => {
    const local = memoryStorage();
    const now = Date.UTC(2026, 10, 23);
    rememberDismissal(local, now);
    expect(dismissedAt(local)).toBe(now);
    expect(offerDue(5, dismissedAt(local), now + OFFER_SNOOZE_MS - 1)).toBe(false);
    expect(offerDue(5, dismissedAt(local), now + OFFER_SNOOZE_MS)).toBe(true);
  });
});

describe('isIosSafari', () => {
  const nav = (userAgent: string, maxTouchPoints = 5) => ({ userAgent, maxTouchPoints });
  it('knows Safari on an iPhone and on an iPad that reports itself as a Mac', () => {
    expect(
      isIosSafari(
        nav(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
        ),
      ),
    ).toBe(true);
    expect(
      isIosSafari(
        nav(
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
        ),
      ),
    ).toBe(true);
  });

  it('leaves out Chrome on iOS and Safari on a Mac without touch', () => {
    expect(
      isIosSafari(
        nav(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/137.0 Mobile/15E148 Safari/604.1',
        ),
      ),
    ).toBe(false);
    expect(
      isIosSafari(
        nav(
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
          0,
        ),
      ),
    ).toBe(false);
  });
});
