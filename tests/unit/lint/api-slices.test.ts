import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the server's slice rules of eslint.config.js bite (STYLE.md "Our tree"): each case is a
// one-line module linted as if it lived at `file`.
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

// The first lint loads the config and the TypeScript parser: seconds on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });
  await eslint.lintText('\n', { filePath: `${root}api/app.ts` });
}, 60_000);

async function messages(file: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}
const restricted = (file: string, code: string) => messages(file, code, 'no-restricted-imports');

describe('a slice reaches another only through its index.ts', () => {
  it.each([
    ['api/bookings/create-booking.ts', "import { x } from '../catalog/catalog-queries';"],
    ['api/bookings/create-booking.ts', "import { x } from '@api/catalog/catalog-queries';"],
    ['api/concierge/orders/order-shipping.ts', "import { x } from '../../payments/orders/x';"],
    ['api/sync/sync-pull.ts', "import { x } from '../payments/checkout/order-summary';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).not.toEqual([]);
  });

  it.each([
    ['api/bookings/create-booking.ts', "import { x } from '../catalog';"],
    ['api/bookings/create-booking.ts', "import { x } from '@api/catalog/index';"],
    ['api/concierge/orders/order-shipping.ts', "import { x } from '../../payments';"],
    ['api/payments/checkout/fulfilment.ts', "import { x } from '../refunds/auto-refunds';"],
    ['api/bookings/create-booking.ts', "import { x } from '../mail/mail-queue';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});

describe("only a slice's own modules import its tables", () => {
  it.each([
    ['api/concierge/today/today-counts.ts', "import { orders } from '../../db/schema/payments';"],
    ['api/forms/submissions.ts', "import { users } from '../db/schema/auth';"],
    ['api/bookings/create-booking.ts', "import { bookings } from '../db/schema';"],
    ['api/sync/sync-pull.ts', "import { changeFeed } from '@api/db/schema/index';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).not.toEqual([]);
  });

  it.each([
    ['api/forms/submissions.ts', "import { waitlist } from '../db/schema/forms';"],
    ['api/payments/orders/console-orders.ts', "import { orders } from '../../db/schema/payments';"],
    // The one join by design: a booking's destination and jet names (eslint.config.js).
    ['api/bookings/booking-rows.ts', "import { destinations } from '../db/schema/catalog';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});

describe('routes.ts holds no query', () => {
  const rule = '@typescript-eslint/no-restricted-imports';
  it.each([
    ['api/forms/waitlist-routes.ts', "import { eq } from 'drizzle-orm';"],
    ['api/bookings/routes.ts', "import { bookings } from '../db/schema/bookings';"],
    ['api/concierge/routes.ts', "import { sql } from 'drizzle-orm';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await messages(file, code, rule)).not.toEqual([]);
  });

  it('allows a service of the slice', async () => {
    expect(
      await messages('api/forms/submissions.ts', "import { eq } from 'drizzle-orm';", rule),
    ).toEqual([]);
  });
});

describe('the console calls payments, never the gateway', () => {
  it.each([
    ['api/concierge/orders/order-routes.ts', "import { x } from '../../payments/gateway/gateway';"],
    [
      'api/concierge/orders/order-routes.ts',
      "import { x } from '@api/payments/stripe/stripe-gateway';",
    ],
  ])('refuses in %s: %s', async (file, code) => {
    const found = await restricted(file, code);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join(' ')).toContain('never the gateway');
  });
});

describe('infrastructure imports no slice', () => {
  it.each([
    ['api/db/client.ts', "import { x } from '../catalog';"],
    ['api/middleware/session-env.ts', "import { x } from '../auth/sessions';"],
    ['api/mail/mail-worker.ts', "import { x } from '@api/payments';"],
    ['api/observability/metrics.ts', "import { x } from '../ops';"],
    ['api/db/schema/auth.ts', "import { x } from '../../auth';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).not.toEqual([]);
  });

  it('allows infrastructure to use infrastructure', async () => {
    expect(await restricted('api/mail/mail-queue.ts', "import { x } from '../db/client';")).toEqual(
      [],
    );
  });
});
