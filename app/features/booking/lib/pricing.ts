import { DEFAULT_HOTEL_PRICE, JET_PRICE_MULTIPLIER } from '@shared/constants';
import { usd } from '@app/content/text';

/** Money is kept in whole cents so "2 × 13500.00" is exact; the API sends decimals as text. */
export const DEFAULT_HOTEL_PRICE_CENTS = DEFAULT_HOTEL_PRICE * 100;

/** "13500.00" → 1350000. Anything that is not a plain decimal amount is NaN, never a guess. */
export function decimalToCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return Number.NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Spec 4 and 9: the jet price is twice the jet's hourly rate. */
export function jetPriceCents(hourlyRate: string): number {
  return JET_PRICE_MULTIPLIER * decimalToCents(hourlyRate);
}

/*
 * Written out (content/text.ts's usd) rather than with Intl.NumberFormat: this module loads with
 * /booking, and the page's first locale-aware number format initialises ICU, 55–95 ms of a phone's
 * main thread (4x CPU) before the form can answer.
 */

/** 267000 → "$2,670.00" */
export function formatUsd(cents: number): string {
  return usd(cents / 100, true);
}

/** "13500.00" → "$13,500" (an hourly rate reads better without cents when it has none). */
export function formatRate(hourlyRate: string): string {
  const cents = decimalToCents(hourlyRate);
  return Number.isNaN(cents) ? hourlyRate : usd(cents / 100);
}

export interface BookingPrices {
  hotelCents: number;
  /** undefined until a jet is chosen */
  jetCents: number | undefined;
  /** hotel + jet: sent with the request (the server recomputes it); shown as 'Included' */
  totalCents: number | undefined;
}

/** A destination's hotel price in cents; spec 9's 2670.00 before one is chosen or if unreadable. */
export function hotelPriceCents(hotelPrice: string | undefined): number {
  const cents = hotelPrice === undefined ? Number.NaN : decimalToCents(hotelPrice);
  return Number.isNaN(cents) ? DEFAULT_HOTEL_PRICE_CENTS : cents;
}

/**
 * The summary's figures for the chosen jet's hourly rate and destination's hotel price. They are
 * the catalogue's as this device last saw it; the server prices the booking with its own.
 */
export function bookingPrices(
  hourlyRate: string | undefined,
  hotelPrice: string | undefined,
): BookingPrices {
  const hotelCents = hotelPriceCents(hotelPrice);
  const jetCents = hourlyRate === undefined ? undefined : jetPriceCents(hourlyRate);
  const valid = jetCents !== undefined && !Number.isNaN(jetCents);
  return {
    hotelCents,
    jetCents: valid ? jetCents : undefined,
    totalCents: valid ? hotelCents + jetCents : undefined,
  };
}
