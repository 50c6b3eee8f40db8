import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// Issue 10: Lighthouse measured a cumulative layout shift of 0.10–0.15 on /booking. The page
// keeps the final size of every part that arrives late (the jets and destinations from Dexie, the
// summary), so the sum of the shifts a visitor did not cause stays near zero. A layout metric,
// read from the browser's own Layout Instability API; never a timing.

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift from the first paint on, with the nodes that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const label = node.getAttribute('aria-label') ?? node.id ?? '';
      return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')}${label ? `[${label}]` : ''}`;
    };
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

for (const viewport of [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`/booking does not shift while it loads (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shifts = await recordShifts(page);
    await page.goto('/booking');
    const form = page.getByRole('form', { name: 'Booking request' });
    // Everything that arrives late has arrived: the fleet, the destinations, the fonts.
    await expect(form.getByRole('radio')).toHaveCount(6);
    await expect(form.getByLabel('Destination').locator('optgroup').first()).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    // Two frames, so a shift caused by the last change is reported before we read.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const recorded = await shifts();
    const total = recorded.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(recorded, null, 1)).toBeLessThan(0.02);
  });
}
