import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@app/features/checkout/lib/safe-return';

describe('safeReturnPath (/checkout/cancel?return=…)', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/shop/product/4')).toBe('/shop/product/4');
    expect(safeReturnPath('/confirm?x=1#top')).toBe('/confirm?x=1#top');
    expect(safeReturnPath('/preorder/checkout')).toBe('/preorder/checkout');
  });

  it('falls back to /shop when missing or empty', () => {
    expect(safeReturnPath(null)).toBe('/shop');
    expect(safeReturnPath(undefined)).toBe('/shop');
    expect(safeReturnPath('')).toBe('/shop');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'shop',
    ' /shop',
  ])('refuses %j, which could leave the site', (raw) => {
    expect(safeReturnPath(raw)).toBe('/shop');
  });
});
