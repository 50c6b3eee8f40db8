import { expect, type Page } from '@playwright/test';
import { API } from '@shared/api';
import { isoDay } from './forms';

/** Books Aspen through the API as the member signed in in the page's context ('My trips'). */
export async function bookAspenThroughApi(page: Page, guests: number): Promise<void> {
  const destinations = (await (await page.request.get(API.destinations)).json()) as Array<{
    id: string;
    slug: string;
  }>;
  const jets = (await (await page.request.get(API.jets)).json()) as Array<{ id: string }>;
  const res = await page.request.post(API.bookings, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      destinationId: destinations.find((d) => d.slug === 'aspen')?.id,
      jetId: jets[0]?.id,
      guestName: 'Amelia Hartley',
      guestEmail: 'amelia@example.com',
      guestPhone: '+1 555 010 2030',
      departureDate: isoDay(30),
      returnDate: isoDay(36),
      guests,
      specialRequests: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
