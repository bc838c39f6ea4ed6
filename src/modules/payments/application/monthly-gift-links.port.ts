/** Signs the link in a guest's receipt that lets them see and stop their monthly gift without an account. */
export interface MonthlyGiftLinks {
  token(recurringGiftId: string): string;
  verify(recurringGiftId: string, token: string): boolean;
}
export const MONTHLY_GIFT_LINKS = Symbol('MonthlyGiftLinks');

/** The page the link opens. */
export function manageLinkPath(recurringGiftId: string, token: string): string {
  return `/monthly-gift/${recurringGiftId}?token=${encodeURIComponent(token)}`;
}
