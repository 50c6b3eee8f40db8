import { expect, type Page } from '@playwright/test';

/**
 * Waits until a screen shows its own content: its one h1, and no loading status or busy region
 * left (the catalogue pull, the fleet, an embed, a checkout being checked). The specific state,
 * rather than network idle, which also waits for images, fonts and the worker's downloads.
 */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
