import { describe, expect, it } from 'vitest';
import { refundWords } from '@app/features/checkout/lib/refund-words';

describe('refundWords', () => {
  it('tells a buyer whose unit sold while they paid that it sold out, not that they broke a limit', () => {
    const words = refundWords('product', 'sold_out');
    expect(words.text).toMatch(/^The last of this item sold while your payment was on its way/);
    expect(words.text).not.toMatch(/limit/);
    expect(words.action).toEqual({ label: 'Back to Shop', to: '/shop' });
  });

  it('keeps the spec’s words for the unit limit, and a second membership', () => {
    expect(refundWords('product', 'unit_limit').text).toMatch(/limit of 2 units per customer/);
    expect(refundWords('membership', 'duplicate_subscription').action.to).toBe('/dashboard');
  });
});
