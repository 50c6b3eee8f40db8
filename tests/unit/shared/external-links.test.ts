import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_DEFAULTS, externalLinksFrom, telHref } from '@shared/external-links';
import { SUPPORT } from '@app/config/support-contact';

describe('externalLinksFrom', () => {
  it('takes the support contact from the environment, like the links', () => {
    const links = externalLinksFrom({
      SUPPORT_PHONE: ' +44 20 7946 0958 ',
      SUPPORT_EMAIL: 'desk@example.com',
      VIDEO_CALL_URL: '',
    });
    expect(links.SUPPORT_PHONE).toBe('+44 20 7946 0958');
    expect(links.SUPPORT_EMAIL).toBe('desk@example.com');
    // Empty keeps the default.
    expect(links.VIDEO_CALL_URL).toBe(EXTERNAL_LINK_DEFAULTS.VIDEO_CALL_URL);
  });
});

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+1 (888) 555-0142')).toBe('tel:+18885550142');
    expect(telHref('020 7946.0958')).toBe('tel:02079460958');
  });
});

describe('SUPPORT', () => {
  // vitest.config.ts defines __EXTERNAL_LINKS__ from the environment, as vite.config.ts does.
  it('is the build-time contact, with its tel: and mailto: addresses', () => {
    const expected = externalLinksFrom(process.env);
    expect(SUPPORT).toEqual({
      phone: expected.SUPPORT_PHONE,
      phoneHref: telHref(expected.SUPPORT_PHONE),
      email: expected.SUPPORT_EMAIL,
      emailHref: `mailto:${expected.SUPPORT_EMAIL}`,
    });
  });
});
