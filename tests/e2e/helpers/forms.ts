import type { Locator, Page } from '@playwright/test';
import { EXTERNAL_LINK_DEFAULTS } from '@shared/external-links';

/** The toast outlet: one toast at a time (spec 9). */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

export const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });

/** A calendar day `offset` days from today in the browser's (= this machine's) time zone. */
export function isoDay(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}

/** Records the JSON bodies the page POSTs to `path`, to prove what was (or wasn't) sent. */
export function recordPosts(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) {
      bodies.push(r.postDataJSON());
    }
  });
  return bodies;
}

/**
 * Answers the external challenge site (/challenge redirects the browser there) with a tiny page,
 * since this machine has no route to it; returns its address for the final URL check.
 */
export async function stubChallengeSite(page: Page): Promise<string> {
  const target = EXTERNAL_LINK_DEFAULTS.CHALLENGE_URL;
  await page.route(`${new URL(target).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Challenge</title>' }),
  );
  return target;
}

/** The four person fields of the waitlist, giveaway and activation forms (spec 5). */
export interface PersonValues {
  first: string;
  last: string;
  email: string;
  phone: string;
}

export async function fillPerson(form: Locator, person: PersonValues): Promise<void> {
  await form.getByLabel('First name').fill(person.first);
  await form.getByLabel('Last name').fill(person.last);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Phone number').fill(person.phone);
}
