import * as v from 'valibot';
import { COUNTRY_OPTIONS, PAYMENT_OPTIONS, SIZES, UNITS_PER_CUSTOMER } from '../constants';
import { email, phone, requiredText } from './fields';

/**
 * POST /api/create-vacation-checkout-session (spec 3, 7): the payment option and who travels.
 * The /confirm form adds its three checkboxes (VacationFormSchema); the payload carries neither.
 */
export const VacationCheckoutSchema = v.object({
  paymentOption: v.picklist(PAYMENT_OPTIONS, 'Please choose how to pay'),
  customerInfo: v.object({
    firstName: requiredText('First name is required'),
    lastName: requiredText('Last name is required'),
    email: email('Invalid email address'),
    phoneNumber: phone('Phone number must be at least 10 digits'),
    country: v.picklist(
      COUNTRY_OPTIONS.map((c) => c.value),
      'Country is required',
    ),
    postalCode: requiredText('Postal code is required', 20),
  }),
});
export type VacationCheckout = v.InferOutput<typeof VacationCheckoutSchema>;

/** The /confirm form (spec 2.14, 5): the traveller, the payment option and three agreements. */
export const VacationFormSchema = v.object({
  ...VacationCheckoutSchema.entries.customerInfo.entries,
  paymentOption: VacationCheckoutSchema.entries.paymentOption,
  agreeToTerms: v.literal(true, 'You must agree to the terms'),
  understand18Months: v.literal(true, 'You must confirm you understand'),
  consentToContact: v.literal(true, 'You must consent to contact'),
});
export type VacationFormInput = v.InferInput<typeof VacationFormSchema>;

/**
 * POST /api/create-product-checkout-session: a shop product, its size (apparel only) and 1 or 2
 * units (spec 9: 2 units per customer, enforced again on the server against paid orders).
 */
export const ProductCheckoutSchema = v.object({
  productId: v.pipe(v.number('Unknown product'), v.integer('Unknown product'), v.minValue(1)),
  size: v.optional(v.picklist(SIZES, 'Please select a size')),
  quantity: v.pipe(
    v.number('Choose 1 or 2'),
    v.integer('Choose 1 or 2'),
    v.minValue(1, 'Choose 1 or 2'),
    v.maxValue(UNITS_PER_CUSTOMER, `Limited to ${UNITS_PER_CUSTOMER} units per customer`),
  ),
  /**
   * The price the page showed (the product's `price`): when the club has changed it since, the
   * buyer is told before paying. The charge is always the product's price of now.
   */
  shownPrice: v.optional(v.pipe(v.string('Unknown price'), v.maxLength(20, 'Unknown price'))),
});
export type ProductCheckout = v.InferOutput<typeof ProductCheckoutSchema>;

/**
 * POST /api/checkout/cancel: the order whose payment page the buyer left by its cancel link (the
 * link carries it: /checkout/cancel?order=…).
 */
export const CheckoutCancelSchema = v.object({
  orderId: v.pipe(
    v.string('Unknown checkout'),
    v.minLength(1, 'Unknown checkout'),
    v.maxLength(64, 'Unknown checkout'),
  ),
});
export type CheckoutCancel = v.InferOutput<typeof CheckoutCancelSchema>;
