import { expect, test } from './helpers/test';

test.describe('the image page', () => {
  test('the hotspot leads to /preorder by click', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hotspot = page.getByRole('link', { name: 'Pre-order the hardcover' });
    await expect(hotspot).toHaveAttribute('href', '/preorder');
    await expect(page.getByRole('img', { name: /private jet/i })).toBeVisible();
    await hotspot.click();
    await expect(page).toHaveURL(/\/preorder$/);
  });

  test('the hotspot is keyboard reachable and Enter follows it', async ({ page }) => {
    await page.goto('/');
    const hotspot = page.getByRole('link', { name: 'Pre-order the hardcover' });
    await expect(hotspot).toBeVisible();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await hotspot.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(hotspot).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/preorder$/);
  });

  test('/#hotels still leads to /home#hotels', async ({ page }) => {
    await page.goto('/#hotels');
    await expect(page).toHaveURL(/\/home#hotels$/);
  });

  test('/jet shows the image page', async ({ page }) => {
    await page.goto('/jet');
    await expect(page).toHaveURL(/\/jet$/);
    await expect(page.getByRole('link', { name: 'Pre-order the hardcover' })).toBeVisible();
  });

  test('phones get the portrait poster and its hotspot', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const img = page.getByRole('img', { name: /private jet/i });
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain('poster-mobile');
    await page.getByRole('link', { name: 'Pre-order the hardcover' }).click();
    await expect(page).toHaveURL(/\/preorder$/);
    await context.close();
  });
});

test.describe('the blog', () => {
  test('its feed is RSS 2.0 a reader can parse, one item per post, named by the pages', async ({
    page,
  }) => {
    await page.goto('/blog');
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute('href', '/blog/rss.xml');
    const res = await page.request.get('/blog/rss.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const parsed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        return {
          version: doc.documentElement.getAttribute('version'),
          items: [...doc.querySelectorAll('item')].map((item) => ({
            title: item.querySelector('title')?.textContent,
            link: item.querySelector('link')?.textContent,
            date: Date.parse(item.querySelector('pubDate')?.textContent ?? ''),
          })),
        };
      },
      await res.text(),
    );
    expect(parsed?.version).toBe('2.0');
    expect(parsed?.items.map((i) => new URL(i.link!).pathname)).toEqual([
      '/blog/isabella',
      '/blog/marcus',
      '/blog/sophia',
    ]);
    expect(parsed?.items[0]?.title).toBe('From -$20,000 to Wheels Up: Isabella’s 120 Days');
    for (const item of parsed!.items) expect(item.date).not.toBeNaN();
  });

  test('three posts with date, author, excerpt and Read More', async ({ page }) => {
    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Stories of Freedom, Structure and Travel',
    );
    const readMore = main.getByRole('link', { name: 'Read More' });
    await expect(readMore).toHaveCount(3);
    await expect(readMore.nth(0)).toHaveAttribute('href', '/blog/isabella');
    await expect(readMore.nth(1)).toHaveAttribute('href', '/blog/marcus');
    await expect(readMore.nth(2)).toHaveAttribute('href', '/blog/sophia');
    await expect(main.getByText('October 7, 2025')).toBeVisible();
    await expect(main.getByText('Sophia Laurent')).toBeVisible();
  });

  test('Read More opens the post with its title', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('main').getByRole('link', { name: 'Read More' }).nth(1).click();
    await expect(page).toHaveURL(/\/blog\/marcus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Walls Before Windows: How Marcus Protects a Growing Business While He Travels',
    );
    await expect(page.getByText(/min read/)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).first(),
    ).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: /Read next/ })).toHaveAttribute(
      'href',
      '/blog/sophia',
    );
  });

  test('the three Coming Soon cards are disabled and not links', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByTestId('coming-soon-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('aria-disabled', 'true');
      await expect(card.getByText('Coming Soon')).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
    }
  });

  test('Stay Updated leads to the waitlist', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Join the Waitlist' }),
    ).toHaveAttribute('href', '/waitlist');
  });

  test('an unknown slug says so within the page', async ({ page }) => {
    await page.goto('/blog/nobody');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that story');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Blog' }),
    ).toHaveAttribute('href', '/blog');
  });
});

test.describe('the press release', () => {
  test('states the fees, benefits and media contact, with Back to Home and Download', async ({
    page,
  }) => {
    await page.goto('/press/release-1');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Founding Membership');
    await expect(main.getByText('$125,000', { exact: true })).toBeVisible();
    await expect(main.getByText('$25,000', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: /benefits/i })).toBeVisible();
    await expect(main.getByText('Claire Whitmore')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const download = main.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', '/pdfs/press-release-1.pdf');
    await expect(download).toHaveAttribute('download', /.+/);
    const pdf = await page.request.get('/pdfs/press-release-1.pdf');
    expect(pdf.ok()).toBe(true);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('Share falls back to copying the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/press/release-1');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/press\/release-1$/,
    );
  });

  test('Share shows the address when the clipboard refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.goto('/press/release-1');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText(/^http.*\/press\/release-1$/)).toBeVisible();
  });
});

test.describe('the legal pages', () => {
  for (const [path, title, count] of [
    ['/terms', 'Terms and Conditions', 12],
    ['/privacy', 'Privacy Policy', 11],
  ] as const) {
    test(`${path} has ${count} sections, its dates and a table of contents`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText('September 20, 2025')).toHaveCount(2);
      await expect(main.getByText('Effective:')).toBeVisible();
      await expect(main.getByText('Last updated:')).toBeVisible();
      const sections = main.getByRole('region');
      await expect(sections).toHaveCount(count);
      await expect(main.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(count);
      const toc = main.getByRole('navigation', { name: 'Contents' });
      await expect(toc.getByRole('link')).toHaveCount(count);
      const last = toc.getByRole('link').last();
      const id = ((await last.getAttribute('href')) ?? '').slice(1);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(main.locator(`#${id}`)).toBeInViewport();
    });
  }
});
