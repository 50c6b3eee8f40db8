import { describe, expect, it } from 'vitest';
import { loadEnv } from '@api/env';

describe('loadEnv', () => {
  it('has working defaults for everything', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_PATH: 'data/club.db',
      UPLOADS_DIR: 'data/uploads',
      PUBLIC_URL: 'http://localhost:3000',
      STATIC_DIR: 'dist',
      STRIPE_SECRET_KEY: '',
      SUPPORT_PHONE: '+1 (888) 555-0142',
      SUPPORT_EMAIL: 'concierge@aurelianclub.com',
    });
    for (const key of ['APPLY_FORM_URL', 'APPLY_FORM_SCRIPT_URL', 'DOCUMENT_FORM_URL'] as const) {
      expect(env[key]).toMatch(/^https:\/\//);
    }
  });

  it('derives PUBLIC_URL from PORT, treats empty values as unset and trims a trailing slash', () => {
    expect(loadEnv({ PORT: '4173', DATABASE_PATH: '' })).toMatchObject({
      PORT: 4173,
      PUBLIC_URL: 'http://localhost:4173',
      DATABASE_PATH: 'data/club.db',
    });
    expect(loadEnv({ PUBLIC_URL: 'https://club.example.com/' }).PUBLIC_URL).toBe(
      'https://club.example.com',
    );
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ PUBLIC_URL: 'localhost:3000' }, /PUBLIC_URL must be an absolute URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SUPPORT_EMAIL: 'nobody' }, /SUPPORT_EMAIL must be an email/],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });
});
