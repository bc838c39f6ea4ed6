/** The business directory, from business-network. */
export interface BusinessFigures {
  countProfiles(): Promise<number>;
  countIndustries(): Promise<number>;
}
export const BUSINESS_FIGURES = Symbol('BusinessFigures');
