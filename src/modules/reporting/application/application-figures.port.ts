/** A member's sponsorship application, as the console shows it (creator-hub's data). */
export interface ReportedApplication {
  id: string;
  name: string;
  email: string;
  platforms: { platform: string; profileUrl: string; subscriberCount?: number | null }[];
  content: string;
  audience: string | null;
  message: string;
  status: 'pending' | 'approved' | 'rejected';
  reviewedAt: Date | null;
  createdAt: Date;
}

/** Sponsorship applications, from creator-hub. */
export interface ApplicationFigures {
  countPending(): Promise<number>;
  ofApplicant(userId: string): Promise<ReportedApplication[]>;
}
export const APPLICATION_FIGURES = Symbol('ApplicationFigures');
