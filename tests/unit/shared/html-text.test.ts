import { describe, expect, it } from 'vitest';
import { isSaneFormKey } from '@api/forms/posts/form-keys';
import { EXTERNAL_LINK_DEFAULTS } from '@shared/external-links';
import { decodeHtml, escapeHtml } from '@shared/html-text';
import { sentNoticeHtml } from '@api/forms/posts/sent-notice';
import { withFormKeys, withSentNotice } from '@api/forms';

const PAGE =
  '<html><head><title>x</title></head><body><div id="root"><form>' +
  '<input type="hidden" name="formKey" value=""/></form><form>' +
  '<input type="hidden" name="formKey" value=""/></form></div></body></html>';

describe('form keys', () => {
  it('fill each empty key field with a key of its own', () => {
    let n = 0;
    const html = withFormKeys(PAGE, () => `key-${++n}`);
    expect(html).toBe(
      PAGE.replace('value=""', 'value="key-1"').replace('value=""', 'value="key-2"'),
    );
    expect(withFormKeys('<p>no form</p>')).toBe('<p>no form</p>');
  });

  it.each([
    ['0b6c1f9e-7f4e-4f6b-9a59-3f1f8d0e2b11', true],
    ['1732571234567-0.123456789', true],
    ['', false],
    [undefined, false],
    ['short', false],
    ['has space in it', false],
    ['x'.repeat(129), false],
  ])('take %j as a key to pass on: %s', (key, sane) => {
    expect(isSaneFormKey(key)).toBe(sane);
  });
});

describe('html text', () => {
  it('escapes as React does and reads it back', () => {
    const text = `<a href="x">'&'</a>`;
    expect(escapeHtml(text)).toBe('&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
    expect(decodeHtml(escapeHtml(text))).toBe(text);
    expect(decodeHtml('&#39;&#x1F600;&nbsp;&#0;')).toBe("'😀&nbsp;&#0;");
  });
});

describe('the ?sent= notice', () => {
  it('goes right before the root, and only for a form name', () => {
    const html = withSentNotice(PAGE, 'contact');
    expect(html).toContain(
      '<body><div class="form-notice" role="status" data-form-notice="contact"><p class="form-notice__title">Message Sent Successfully</p><p class="form-notice__text">We&#x27;ll get back to you within 24 hours.</p></div><div id="root">',
    );
    expect(withSentNotice(PAGE, 'nope')).toBe(PAGE);
    expect(withSentNotice(PAGE, undefined)).toBe(PAGE);
  });

  it('has no description line when the spec gives none (the waitlist)', () => {
    expect(sentNoticeHtml('waitlist')).not.toContain('form-notice__text');
  });

  it('moves on without JavaScript only where the spec moves on after a pause', () => {
    expect(withSentNotice(PAGE, 'activation')).toContain(
      '<noscript><meta http-equiv="refresh" content="1.5;url=/activate"></noscript></head>',
    );
    expect(withSentNotice(PAGE, 'booking')).not.toContain('refresh');
  });

  it('sends a page without scripts past /challenge (a script redirect) to where it leads', () => {
    const links = { ...EXTERNAL_LINK_DEFAULTS, CHALLENGE_URL: 'https://c.example/?a=1&b=2' };
    expect(withSentNotice(PAGE, 'giveaway', links)).toContain(
      '<noscript><meta http-equiv="refresh" content="1.5;url=https://c.example/?a=1&amp;b=2"></noscript>',
    );
  });
});
