/** The business network's figures on the statistics strip (from that context's public API). */
export interface BusinessFigures {
  figures(): Promise<{ businessMembers: number; industries: number }>;
}
export const BUSINESS_FIGURES = Symbol('BusinessFigures');
