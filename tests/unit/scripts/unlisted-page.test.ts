import { describe, expect, it } from 'vitest';
import { NOINDEX_TAG, withNoindex } from '../../../scripts/prerender/unlisted-page';

describe('withNoindex', () => {
  it('puts the robots tag right after the title, outside the shared head parts', () => {
    const html =
      '<head><meta charset="UTF-8" /><title>x</title>\n    <meta name="description" /></head>';
    expect(withNoindex(html)).toBe(
      `<head><meta charset="UTF-8" /><title>x</title>\n    ${NOINDEX_TAG}\n    <meta name="description" /></head>`,
    );
    expect(NOINDEX_TAG).toBe('<meta name="robots" content="noindex" />');
  });

  it('refuses a page with no title', () => {
    expect(() => withNoindex('<head></head>')).toThrow(/no <\/title>/);
  });
});
