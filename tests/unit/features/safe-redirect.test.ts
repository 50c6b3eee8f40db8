import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, landingFor, safeRedirect } from '@app/features/auth/lib/safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/register/checkout')).toBe('/register/checkout');
    expect(safeRedirect('/booking/abc?from=home#dates')).toBe('/booking/abc?from=home#dates');
  });

  it('falls back to the dashboard without a redirect', () => {
    expect(safeRedirect(null)).toBe(AFTER_SIGN_IN);
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/login'],
    ['backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,hi'],
    ['relative path', 'dashboard'],
    ['tab the browser drops', '/\t/evil.example'],
    ['newline the browser drops', '/\n/evil.example'],
    ['encoded nothing-special but a later backslash', '/ok\\..\\evil'],
  ])('refuses an open redirect: %s', (_name, target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  });
});

describe('landingFor', () => {
  it('sends staff to the console and members to their dashboard', () => {
    expect(landingFor({ role: 'concierge' })).toBe('/concierge');
    expect(landingFor({ role: 'admin' })).toBe('/concierge');
    expect(landingFor({ role: 'member' })).toBe('/dashboard');
  });

  it('treats a snapshot from before roles (no role) as a member', () => {
    expect(landingFor({})).toBe('/dashboard');
    expect(landingFor(null)).toBe('/dashboard');
  });

  it('is only the fallback: an explicit redirect still wins', () => {
    expect(safeRedirect('/profile', landingFor({ role: 'admin' }))).toBe('/profile');
    expect(safeRedirect(null, landingFor({ role: 'admin' }))).toBe('/concierge');
  });
});
