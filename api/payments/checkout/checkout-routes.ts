/**
 * The four checkout starts (spec 7): membership, book, vacation and shop product. Each prices the
 * order on the server and answers CheckoutSessionResponse: `{ url }` of the payment page, or
 * `{ error, redirectUrl }` when there is nothing to pay, or an error status with `{ error }`.
 */
import { Hono, type Context } from 'hono';
import type { CheckoutSessionResponse } from '@shared/api';
import { ProductCheckoutSchema, VacationCheckoutSchema } from '@shared/schemas/checkout';
import { loadCurrentUser } from '../../auth';
import { findProduct, holdStock } from '../../catalog';
import { errorBody } from '../../errors';
import { PRIVATE_NO_STORE } from '../../middleware/require-user';
import { validateJson } from '../../middleware/validate';
import type { PaymentsDeps } from '../payments-deps';
import { openCheckout, type CheckoutOptions } from './checkout';
import { SHIPPING_COUNTRIES } from '../gateway/gateway';
import { installmentDueDates } from '../installments/installment-schedule';
import { bookDraft, membershipDraft, productDraft, vacationDraft, type OrderDraft } from './prices';
import { membershipCheckoutRefusal, MEMBERSHIP_ACTIVE_MESSAGE } from './membership-checkout-guard';
import { openUnits } from './open-checkouts';
import {
  exceedsUnitLimit,
  openCheckoutUnitsMessage,
  paidUnits,
  unitLimitMessage,
} from './unit-limit';
import { holdExpiry, releaseStockOf, stockRefusal } from './stock-holds';
import type { SessionEnv } from '../../middleware/session-env';
import { formatUsd, priceTextToCents } from '../../lib/money';

export const CHECKOUT_AUTH_ERROR = 'Authentication required';
export const CHECKOUT_AUTH_MESSAGE = 'Please log in to continue with checkout.';
export { MEMBERSHIP_ACTIVE_MESSAGE };
export const CHECKOUT_FAILED_MESSAGE = 'Failed to start checkout. Please try again.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const PRICE_CHANGED_CODE = 'price_changed';
/** The buyer's page showed an older price: said before any payment page opens. */
export const priceChangedMessage = (price: string) =>
  `The price has changed to ${formatUsd(priceTextToCents(price) ?? 0)} since this page opened. Press Buy Now again to continue at the new price.`;
export const SIZE_REQUIRED_MESSAGE = 'Please select a size';
export const CONSULTATION_MESSAGE =
  'The consultation is booked through the consultation form, not the cart.';

/** Shop categories sold in sizes (spec 2.6: S to XXL). */
const SIZED_CATEGORIES = new Set(['apparel']);

export function checkoutRoutes(deps: PaymentsDeps) {
  const { db, log } = deps;

  /** `undo`: gives back what was taken for the order (its stock) when no checkout opens. */
  const start = async (
    c: Context,
    draft: OrderDraft,
    options: CheckoutOptions,
    undo?: () => void,
  ) => {
    c.header('Cache-Control', PRIVATE_NO_STORE);
    try {
      const url = await openCheckout(deps, draft, options);
      return c.json<CheckoutSessionResponse>({ url });
    } catch (err) {
      undo?.();
      log(`${c.req.path}: the payment provider refused to open a checkout`, err);
      return c.json(errorBody(CHECKOUT_FAILED_MESSAGE), 502);
    }
  };

  return new Hono<SessionEnv>()
    .post('/create-checkout-session', async (c) => {
      const user = c.get('user');
      if (!user) {
        c.header('Cache-Control', PRIVATE_NO_STORE);
        return c.json({ message: CHECKOUT_AUTH_MESSAGE, error: CHECKOUT_AUTH_ERROR }, 401);
      }
      // One subscription per member: not while one is live or another checkout is open.
      const refusal = await membershipCheckoutRefusal(deps, user.id);
      if (refusal) {
        c.header('Cache-Control', PRIVATE_NO_STORE);
        return c.json<CheckoutSessionResponse>(refusal.body, refusal.status);
      }
      const member = loadCurrentUser(db, user.id);
      if (!member) throw new Error('signed-in member vanished');
      return start(c, membershipDraft(), {
        mode: 'subscription',
        userId: member.id,
        email: member.email,
        metadata: {
          user_id: member.id,
          ...(member.selectedDestinationId ? { destination_id: member.selectedDestinationId } : {}),
        },
      });
    })
    .post('/create-book-checkout-session', (c) => {
      // No body is expected (spec 7); whatever is sent is not read, an amount included.
      const user = c.get('user');
      return start(c, bookDraft(), {
        mode: 'payment',
        userId: user?.id ?? null,
        email: user?.email ?? null,
        shippingCountries: SHIPPING_COUNTRIES,
      });
    })
    .post('/create-vacation-checkout-session', validateJson(VacationCheckoutSchema), (c) => {
      const { paymentOption, customerInfo } = c.req.valid('json');
      const user = c.get('user');
      const installments = paymentOption === 'installment';
      return start(c, vacationDraft(paymentOption, installmentDueDates(deps.clock())), {
        mode: 'payment',
        userId: user?.id ?? null,
        email: customerInfo.email,
        paymentOption,
        customerInfo,
        metadata: { payment_option: paymentOption },
        saveCardForLater: installments,
      });
    })
    .post('/create-product-checkout-session', validateJson(ProductCheckoutSchema), (c) => {
      const { productId, size, quantity, shownPrice } = c.req.valid('json');
      const user = c.get('user');
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const product = findProduct(db, productId);
      // An archived product is off sale (issue 39), as if it were gone.
      if (!product || product.archivedAt !== null) {
        return c.json(errorBody(PRODUCT_NOT_FOUND_MESSAGE), 404);
      }
      if (product.category === 'membership') {
        return c.json<CheckoutSessionResponse>({
          redirectUrl: user ? '/register/checkout' : '/register',
        });
      }
      if (product.category === 'consultation') {
        return c.json(errorBody(CONSULTATION_MESSAGE), 400);
      }
      if (
        shownPrice !== undefined &&
        priceTextToCents(shownPrice) !== priceTextToCents(product.price)
      ) {
        const message = priceChangedMessage(product.price);
        return c.json(
          { ...errorBody(message), code: PRICE_CHANGED_CODE, price: product.price },
          409,
        );
      }
      const sized = SIZED_CATEGORIES.has(product.category);
      if (sized && !size) {
        return c.json(
          errorBody(SIZE_REQUIRED_MESSAGE, { issues: { size: SIZE_REQUIRED_MESSAGE } }),
          400,
        );
      }
      const limit = product.limitPerCustomer;
      if (user) {
        const paid = paidUnits(db, product.id, user.email);
        if (exceedsUnitLimit(paid, quantity, limit)) {
          return c.json(errorBody(unitLimitMessage(limit)), 409);
        }
        // Checkouts still open may yet be paid: they hold their units until they expire.
        const open = openUnits(
          db,
          product.id,
          { userId: user.id, email: user.email },
          deps.clock(),
        );
        if (exceedsUnitLimit(paid + open, quantity, limit)) {
          return c.json(errorBody(openCheckoutUnitsMessage(limit)), 409);
        }
      }
      // The price of record is the product row's now, never one the page was shown.
      const priceCents = priceTextToCents(product.price);
      if (priceCents === null) throw new Error(`product ${product.id} has price ${product.price}`);
      const chosenSize = sized ? (size ?? null) : null;
      // The units are taken before the provider is asked: a buyer who gets none never pays.
      const orderId = crypto.randomUUID();
      const now = deps.clock();
      const line = { productId: product.id, size: chosenSize, quantity };
      const hold = holdStock(db, orderId, line, holdExpiry(now), now);
      const refused = stockRefusal(hold, chosenSize);
      if (refused) return c.json(errorBody(refused), 409);
      return start(
        c,
        productDraft({ id: product.id, name: product.name, priceCents }, chosenSize, quantity),
        {
          orderId,
          mode: 'payment',
          userId: user?.id ?? null,
          email: user?.email ?? null,
          productId: product.id,
          size: chosenSize,
          quantity,
          metadata: { product_id: String(product.id) },
          // The shop's goods are sent: Stripe asks where (the demo asks nothing).
          shippingCountries: SHIPPING_COUNTRIES,
        },
        () => releaseStockOf(db, orderId),
      );
    });
}
