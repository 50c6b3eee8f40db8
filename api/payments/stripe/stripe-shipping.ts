/**
 * The shipping address Stripe Checkout collected (the book and the shop's products ask for one),
 * as the order keeps it. Current API versions carry it in `collected_information`; versions
 * before 2025-03-31 at the top of the session, where an older webhook endpoint still sends it.
 */
import type Stripe from 'stripe';
import type { ShippingAddress } from '@shared/concierge-api';

type Details = Stripe.Checkout.Session.CollectedInformation.ShippingDetails;
type LegacySession = Stripe.Checkout.Session & { shipping_details?: Details | null };

export function shippingAddressOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const details =
    session.collected_information?.shipping_details ??
    (session as LegacySession).shipping_details ??
    null;
  if (!details) return null;
  const address: Partial<Stripe.Address> = details.address ?? {};
  return {
    name: details.name ?? null,
    line1: address.line1 ?? null,
    line2: address.line2 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postalCode: address.postal_code ?? null,
    country: address.country ?? null,
  };
}
