/** A completed gift of a member, as the console shows it (payments' data). */
export interface ReportedGift {
  id: string;
  /** Null for a gift to an organization. */
  campaignId: string | null;
  giftCents: number;
  tipCents: number;
  createdAt: Date;
  completedAt: Date | null;
}

/** Giving, from payments. */
export interface GivingFigures {
  totals(): Promise<{ completedCount: number; giftCents: number; tipCents: number }>;
  /** Completed gifts per day over the last `days` days, every day present. */
  giftsPerDay(days: number): Promise<{ day: string; count: number; giftCents: number }[]>;
  giftsOf(userId: string): Promise<ReportedGift[]>;
}
export const GIVING_FIGURES = Symbol('GivingFigures');
