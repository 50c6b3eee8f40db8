import { type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { countRows } from './helpers/db';
import { E2E_DB_PATH } from './helpers/env';
import { expect, test } from './helpers/test';
import { recordPosts, toast } from './helpers/forms';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const buyButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(SELECT A SIZE|Buy Now - )/ });

test('/shop: the banner and the first 5 products with their prices', async ({ page }) => {
  await page.goto('/shop');
  await expect(page).toHaveTitle(/^Shop · /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Curated for the');
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([
    'The Debt-Free Luxury Guide',
    'Aurelian Annual Membership',
    'Private Strategy Consultation',
    'Monogram Cashmere-Blend Hoodie',
    'Signature Travel Cap',
  ]);
  await expect(cards(page).nth(0)).toContainText('$297');
  await expect(cards(page).nth(1)).toContainText('$2,497/year');
  await expect(cards(page).nth(2)).toContainText('$497');
  // Nothing in the seeded catalogue is on sale.
  await expect(page.getByText('Sale', { exact: true })).toHaveCount(0);

  await cards(page).nth(3).getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\/product\/4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Monogram Cashmere-Blend Hoodie',
  );
});

test('/shop: five columns on a desktop, two on a phone', async ({ page }) => {
  const columns = () =>
    page.evaluate(() => {
      const grid = document.querySelector('main article')?.parentElement;
      return grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 0;
    });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/shop');
  await expect(cards(page)).toHaveCount(5);
  expect(await columns()).toBe(5);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await columns()).toBe(2);
});

test.describe('with the catalogue answered by the test', () => {
  // Requests must reach page.route, not a service worker in between.
  test.use({ serviceWorkers: 'block' });

  test('a product on sale shows its original price struck through and a Sale mark', async ({
    page,
  }) => {
    await page.route('**/api/products', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { id: number; onSale: boolean }[];
      const json = list.map((p) =>
        p.id === 5 ? { ...p, onSale: true, originalPrice: '85.00' } : p,
      );
      await route.fulfill({ response, json });
    });
    await page.goto('/shop');
    const cap = cards(page).filter({ hasText: 'Signature Travel Cap' });
    await expect(cap.getByText('Sale', { exact: true })).toBeVisible();
    await expect(cap.locator('s')).toHaveText('Was $85');
    await expect(cap).toContainText('$65');
    await expect(page.getByText('Sale', { exact: true })).toHaveCount(1);
  });

  test('buying: the size, the quantity and the product go to checkout, then to its url', async ({
    page,
  }) => {
    const posts = recordPosts(page, '/api/create-product-checkout-session');
    await page.route('**/api/create-product-checkout-session', (route) =>
      route.fulfill({ json: { url: '/checkout/cancel?return=/shop/product/4' } }),
    );
    await page.goto('/shop/product/4');
    await page.getByRole('radio', { name: 'L', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/cancel\?return=\/shop\/product\/4$/);
    expect(posts).toEqual([{ productId: 4, size: 'L', quantity: 2, shownPrice: '185.00' }]);
  });

  test("the server's error is the toast, and the button works again", async ({ page }) => {
    await page.route('**/api/create-product-checkout-session', (route) =>
      route.fulfill({ status: 409, json: { error: 'Limited to 2 units per customer' } }),
    );
    await page.goto('/shop/product/1');
    await buyButton(page).click();
    const shown = toast(page, 'Error');
    await expect(shown).toContainText('Limited to 2 units per customer');
    await expect(buyButton(page)).toBeEnabled();
  });

  test('a request that cannot get through says checkout needs a connection', async ({ page }) => {
    await page.route('**/api/create-product-checkout-session', (route) => route.abort());
    await page.goto('/shop/product/1');
    await page.getByRole('button', { name: 'Buy Now - $297.00' }).click();
    await expect(page.getByRole('button', { name: 'Checkout Needs a Connection' })).toBeVisible();
    await expect(page.getByText(/Payments are never saved for later/)).toBeVisible();
  });
});

test('apparel: SELECT A SIZE is disabled until a size is chosen', async ({ page }) => {
  await page.goto('/shop/product/4');
  await expect(page.getByText('Limited to 2 units per customer')).toBeVisible();
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
  await expect(sizes).toHaveCount(5);
  // The seeded hoodie's XXL is sold out (issue 39): disabled, and named so.
  for (const [i, size] of ['S', 'M', 'L', 'XL', 'XXL, sold out'].entries()) {
    await expect(sizes.nth(i)).toHaveAccessibleName(size);
  }
  const select = page.getByRole('button', { name: 'SELECT A SIZE', exact: true });
  await expect(select).toBeDisabled();
  await page.getByText('M', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'SELECT A SIZE' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Now - $185.00' })).toBeEnabled();
});

test('stock: a sold-out size cannot be chosen, and few left are counted', async ({ page }) => {
  await page.goto('/shop/product/4');
  const xxl = page.getByRole('radio', { name: 'XXL, sold out' });
  await expect(xxl).toBeDisabled();
  await page.getByText('XL', { exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Only 3 left' })).toBeVisible();
  await page.getByText('L', { exact: true }).click();
  await expect(page.getByText('Only 3 left')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Now - $185.00' })).toBeEnabled();
  // Goods without sizes: the folio is down to its last 3.
  await page.goto('/shop/product/7');
  await expect(page.getByRole('status').filter({ hasText: 'Only 3 left' })).toBeVisible();
});

test('a size sold out since the page was loaded: "Sold out" from the server, then disabled', async ({
  page,
}) => {
  await page.goto('/shop/product/4');
  await page.getByText('S', { exact: true }).click();
  const buy = page.getByRole('button', { name: 'Buy Now - $185.00' });
  await expect(buy).toBeEnabled();
  // Someone else took the last S: the next pull says so.
  await page.route('**/api/products', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { id: number; sizes: { size: string }[] }[];
    for (const p of json) {
      if (p.id === 4) p.sizes[0] = { size: 'S', inStock: false, left: null } as never;
    }
    await route.fulfill({ response, json });
  });
  await page.route('**/api/create-product-checkout-session', (route) =>
    route.fulfill({
      status: 409,
      json: { error: 'Sold out in size S. Please choose another size.' },
    }),
  );
  await buy.click();
  await expect(toast(page, 'Error')).toContainText('Sold out in size S.');
  await expect(page.getByRole('radio', { name: 'S, sold out' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'SELECT A SIZE', exact: true })).toBeDisabled();
});

test('a price changed since the page opened is told before any payment page', async ({ page }) => {
  const setPrice = (price: string) => {
    const db = new Database(E2E_DB_PATH);
    try {
      db.prepare('UPDATE products SET price = ? WHERE id = 8').run(price);
    } finally {
      db.close();
    }
  };
  await page.goto('/shop/product/8');
  const buy = page.getByRole('button', { name: 'Buy Now - $695.00' });
  await expect(buy).toBeEnabled();
  setPrice('745.00');
  try {
    await buy.click();
    await expect(toast(page, 'Error')).toContainText(
      'The price has changed to $745.00 since this page opened.',
    );
    await expect(page).toHaveURL(/\/shop\/product\/8$/);
    expect(countRows('SELECT count(*) AS n FROM orders WHERE product_id = 8')).toBe(0);
  } finally {
    setPrice('695.00');
  }
});

test('quantity is 1 or 2, never more', async ({ page }) => {
  await page.goto('/shop/product/5');
  await page.getByText('XL', { exact: true }).click();
  const more = page.getByRole('button', { name: 'Increase quantity' });
  const less = page.getByRole('button', { name: 'Decrease quantity' });
  await expect(less).toBeDisabled();
  await more.click();
  await expect(page.getByRole('button', { name: 'Buy Now - $130.00' })).toBeVisible();
  await expect(more).toBeDisabled();
  await less.click();
  await expect(page.getByRole('button', { name: 'Buy Now - $65.00' })).toBeVisible();
});

test('the gallery: three images, chosen by click or with the arrow keys', async ({ page }) => {
  await page.goto('/shop/product/4');
  const thumbs = page.getByRole('group', { name: 'Product images' }).getByRole('button');
  await expect(thumbs).toHaveCount(3);
  const main = page.getByRole('img', { name: /Monogram Cashmere-Blend Hoodie, image/ });
  await expect(main).toHaveAccessibleName(/image 1 of 3/);
  await thumbs.nth(2).click();
  await expect(main).toHaveAccessibleName(/image 3 of 3/);
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAccessibleName(/image 1 of 3/);
  await expect(thumbs.nth(0)).toBeFocused();
});

test('Complete The Look lists other products', async ({ page }) => {
  await page.goto('/shop/product/4');
  const look = page.getByRole('region', { name: 'Complete The Look' });
  await expect(look.getByRole('article')).toHaveCount(4);
  await expect(look).not.toContainText('Monogram Cashmere-Blend Hoodie');
});

test('an unknown product shows Product not found with Back to Shop', async ({ page }) => {
  for (const id of ['999', 'abc']) {
    await page.goto(`/shop/product/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  }
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the membership product leads a visitor to registration', async ({ page }) => {
  await page.goto('/shop/product/2');
  await page.getByRole('link', { name: 'Join Now - $2,497/year' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the consultation product opens the consultation wizard', async ({ page }) => {
  await page.goto('/shop/product/3');
  await page.getByRole('button', { name: 'Book Your Consultation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
