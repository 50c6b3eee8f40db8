/** The configuration of an in-process benchmark app: production, said on purpose, limits off. */
import { loadEnv, type Env } from '../../api/env';

/** `overrides`: what one bench varies, e.g. LOG_LEVEL. */
export function benchEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'production',
    RATE_LIMITS: 'off-for-load-test',
    PUBLIC_URL: 'http://localhost',
    // A production app refuses to start without these said on purpose (api/env.ts).
    PAYMENTS: 'demo',
    MAIL: 'log',
    ...overrides,
  });
}
