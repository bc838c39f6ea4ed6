/**
 * Signs the links that let a donor act on their monthly gift without signing in: the manage link in a guest's
 * receipt (it names the gift in its path), and the card-update link in a past-due notice (its token names the gift;
 * signed for that purpose alone, so neither token opens the other's page).
 */
export interface MonthlyGiftLinks {
  token(recurringGiftId: string): string;
  verify(recurringGiftId: string, token: string): boolean;
  /** The card-update link's token: the gift's id and its signature. */
  updateToken(recurringGiftId: string): string;
  /** The gift a card-update token names, when its signature verifies; null otherwise. */
  giftOfUpdateToken(token: string): string | null;
}
export const MONTHLY_GIFT_LINKS = Symbol('MonthlyGiftLinks');

/** The page the link opens. */
export function manageLinkPath(recurringGiftId: string, token: string): string {
  return `/monthly-gift/${recurringGiftId}?token=${encodeURIComponent(token)}`;
}

/** The page a past-due notice links to: the donor gives another card, and the missed month is charged. */
export function updatePaymentPath(token: string): string {
  return `/give/update-payment?token=${encodeURIComponent(token)}`;
}
