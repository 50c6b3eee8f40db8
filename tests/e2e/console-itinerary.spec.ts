import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ITINERARY_API, type Itinerary, type ItineraryItemView } from '@shared/itinerary-api';
import { countRows, queryRows } from './helpers/db';
import { toast } from './helpers/forms';
import { bookAspenThroughApi } from './helpers/member-bookings';
import { registerMember } from './helpers/members';
import { createStaff, signInStaff, type TestStaff } from './helpers/staff';
import { expect, test } from './helpers/test';

// Issue 38: the concierge composes a booking's itinerary in the console's booking detail; the
// member's API answers it; a bad item is refused beside its field; an edited item keeps its uid.

let staff: TestStaff;
test.beforeAll(() => {
  staff = createStaff('concierge');
});

/** A member's booking, booked through the API in the member's own page. */
async function memberBooking(page: Page): Promise<string> {
  await page.goto('/home');
  const member = await registerMember(page);
  await bookAspenThroughApi(page, 2);
  const [booking] = queryRows<{ id: string }>(
    'SELECT id FROM bookings WHERE user_id = ?',
    member.user.id,
  );
  return booking!.id;
}

/** The console on the booking's page, in a context of its own, at `width` px. */
async function consoleOn(browser: Browser, id: string, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInStaff(page, staff);
  await page.goto(`/concierge/bookings/${id}`);
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Itinerary', exact: true }),
  });
  return { context, page, section };
}

const storedItems = (id: string) => {
  const [row] = queryRows<{ items: string }>(
    'SELECT items FROM itineraries WHERE booking_id = ?',
    id,
  );
  return row ? (JSON.parse(row.items) as ItineraryItemView[]) : [];
};

test('a concierge writes a flight, a stay and a note; a bad airport is refused beside its field; the member reads it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = await memberBooking(page);
  const desk = await consoleOn(browser, id);
  try {
    const { page: c, section } = desk;
    await expect(section.getByText('No itinerary yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Edit the itinerary' }).click();
    // The Edit button is gone: focus starts in the editor, not at the top of the page.
    await expect(section.getByRole('button', { name: 'Add a flight' })).toBeFocused();
    await section.getByRole('button', { name: 'Add a flight' }).click();
    await expect(c.getByLabel('Item 1 From airport')).toBeFocused();
    await c.getByLabel('Item 1 From airport').fill('KTEB');
    await c.getByLabel('Item 1 To airport').fill('QQQQ');
    await c.getByLabel('Item 1 Departs (local time)').fill('2027-03-01T09:00');
    await c.getByLabel('Item 1 Arrives (local time)').fill('2027-03-01T22:10');
    await c.getByLabel('Item 1 Tail number (optional)').fill('N750AU');
    await section.getByRole('button', { name: 'Add a stay' }).click();
    await c.getByLabel('Item 2 Hotel name').fill('Hôtel du Cap-Eden-Roc');
    await c.getByLabel('Item 2 Check-in').fill('2027-03-01');
    await c.getByLabel('Item 2 Check-out').fill('2027-03-08');
    await section.getByRole('button', { name: 'Add a note' }).click();
    await c.getByLabel('Item 3 Note').fill('A coat for the evening sea breeze.');

    // The server knows the airports: QQQQ is refused beside its field, and nothing is stored.
    await section.getByRole('button', { name: 'Save the itinerary' }).click();
    const to = c.getByLabel('Item 1 To airport');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(/Unknown airport code QQQQ/);
    await expect(to).toBeFocused();
    await expect(section.getByRole('alert')).toContainText('Item 1 (flight KTEB → QQQQ)');
    expect(countRows('SELECT COUNT(*) AS n FROM itineraries WHERE booking_id = ?', id)).toBe(0);

    const axe = await new AxeBuilder({ page: c }).include('main').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
    await c.screenshot({ path: testInfo.outputPath('editor-1440.png'), fullPage: true });

    await to.fill('LFMN');
    await section.getByRole('button', { name: 'Save the itinerary' }).click();
    await expect(toast(c, 'Itinerary saved')).toBeVisible();
    await expect(section.getByText('Mon, Mar 1, 2027, 09:00 at Teterboro, EST')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit the itinerary' })).toBeFocused();
    await expect(section.getByText('Hôtel du Cap-Eden-Roc')).toBeVisible();
    await expect(section.getByText('A coat for the evening sea breeze.')).toBeVisible();
    await c.screenshot({ path: testInfo.outputPath('saved-1440.png'), fullPage: true });
  } finally {
    await desk.context.close();
  }

  // The member's own API answers it, in order.
  const res = await page.request.get(ITINERARY_API.itinerary(id));
  expect(res.status()).toBe(200);
  const itinerary = (await res.json()) as Itinerary;
  expect(itinerary.items.map((i) => i.kind)).toEqual(['flight', 'stay', 'note']);
  expect(itinerary.items[0]).toMatchObject({ from: 'KTEB', to: 'LFMN', tailNumber: 'N750AU' });
});

test('editing a saved flight keeps its uid; offline the Save waits; a colleague’s save is shown to load', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = await memberBooking(page);
  const desk = await consoleOn(browser, id, 390);
  try {
    const { page: c, section, context } = desk;
    // The first version, written through the API by the same staff session.
    const first = await c.request.put(ITINERARY_API.concierge(id), {
      headers: { Origin: new URL(c.url()).origin },
      data: {
        items: [
          {
            kind: 'flight',
            from: 'KTEB',
            to: 'LFMN',
            departs: '2027-03-01T09:00',
            arrives: '2027-03-01T22:10',
          },
          { kind: 'note', text: 'Welcome aboard.' },
        ],
        expectedUpdatedAt: null,
      },
    });
    expect(first.status(), await first.text()).toBe(200);
    const [flight] = storedItems(id);
    await c.reload();
    await expect(section.getByText('Mon, Mar 1, 2027, 09:00 at Teterboro, EST')).toBeVisible();

    await section.getByRole('button', { name: 'Edit the itinerary' }).click();
    await expect(c.getByLabel('Item 1 From airport')).toBeFocused();
    await c.getByLabel('Item 1 Departs (local time)').fill('2027-03-01T10:30');
    // Moved below the note and back up, by keyboard.
    await c.getByRole('button', { name: 'Move item 1 down' }).press('Enter');
    await expect(c.getByLabel('Item 2 Departs (local time)')).toHaveValue('2027-03-01T10:30');
    // The button went with its item, and keeps the focus at the list's end.
    await expect(c.getByRole('button', { name: 'Move item 2 down' })).toBeFocused();
    await c.keyboard.press('Shift+Tab');
    await expect(c.getByRole('button', { name: 'Move item 2 up' })).toBeFocused();
    await c.keyboard.press('Enter');
    await expect(c.getByLabel('Item 1 Departs (local time)')).toHaveValue('2027-03-01T10:30');
    // A transfer starts in the zone of the airport the flight before it lands at.
    await section.getByRole('button', { name: 'Add a transfer' }).click();
    await expect(c.getByLabel('Item 3 Time zone')).toHaveValue('Europe/Paris');
    await section.screenshot({ path: testInfo.outputPath('editor-390.png') });
    await c.getByRole('button', { name: 'Remove item 3' }).click();
    await expect(c.getByLabel('Item 2 Note')).toBeFocused();

    await context.setOffline(true);
    const save = section.getByRole('button', { name: 'Save the itinerary' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(/offline|connection/i);
    await context.setOffline(false);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(c, 'Itinerary saved')).toBeVisible();
    await expect(section.getByText('Mon, Mar 1, 2027, 10:30 at Teterboro, EST')).toBeVisible();
    const [edited] = storedItems(id);
    expect(edited).toMatchObject({ uid: flight!.uid, departs: '2027-03-01T10:30', sequence: 1 });

    // A colleague saves while this editor is open: said at once, without taking the cursor; and
    // a Save over it anyway meets the 409, which shows their version to load.
    await section.getByRole('button', { name: 'Edit the itinerary' }).click();
    await c.getByLabel('Item 2 Note').fill('Mine.');
    const current = (await (await c.request.get(ITINERARY_API.concierge(id))).json()) as Itinerary;
    const theirs = await c.request.put(ITINERARY_API.concierge(id), {
      headers: { Origin: new URL(c.url()).origin },
      data: {
        items: [{ kind: 'note', text: 'Changed by a colleague.' }],
        expectedUpdatedAt: current.updatedAt,
      },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);
    const live = section.getByRole('alert').filter({ hasText: 'Someone has just saved' });
    await expect(live).toBeVisible({ timeout: 5000 });
    await expect(live.getByText('Changed by a colleague.')).toBeVisible();
    await expect(c.getByLabel('Item 2 Note')).toBeFocused();
    await expect(c.getByLabel('Item 2 Note')).toHaveValue('Mine.');
    await section.getByRole('button', { name: 'Save the itinerary' }).click();
    const conflict = section
      .getByRole('alert')
      .filter({ hasText: 'Someone changed this itinerary' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByText('Changed by a colleague.')).toBeVisible();
    await section.screenshot({ path: testInfo.outputPath('conflict-390.png') });
    await conflict.getByRole('button', { name: 'Load the current version' }).click();
    await expect(c.getByLabel('Item 1 Note')).toHaveValue('Changed by a colleague.');
    await expect(c.getByLabel('Item 2 Note')).toHaveCount(0);
  } finally {
    await desk.context.close();
  }
});
