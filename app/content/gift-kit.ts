/** What the pre-order's gift kit is worth, in dollars: named by the pre-order and the image page. */
export const GIFT_KIT_VALUE = 1500;
