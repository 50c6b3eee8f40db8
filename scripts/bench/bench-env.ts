/** The configuration of an in-process benchmark app: production, said on purpose, limits off. */
import { loadEnv, type Env } from '../../api/env';

export function benchEnv(): Env {
  return loadEnv({
    NODE_ENV: 'production',
    RATE_LIMITS: 'off-for-load-test',
    PUBLIC_URL: 'http://localhost',
    // A production app refuses to start without these said on purpose (api/env.ts).
    PAYMENTS: 'demo',
    MAIL: 'log',
  });
}
