/** A member's campaign, as the console shows it (fundraising's data). */
export interface ReportedCampaign {
  id: string;
  slug: string;
  title: string;
  description: string;
  goalCents: number;
  currentAmountCents: number;
  donorCount: number;
  image: string | null;
  video: string | null;
  additionalImages: string[];
  endDate: Date | null;
  /** The organiser's last day (YYYY-MM-DD in endTimeZone). */
  endDay: string | null;
  endTimeZone: string;
  isActive: boolean;
  status: 'pending' | 'approved' | 'rejected';
  archivedAt: Date | null;
  pendingRevision: {
    title: string;
    description: string;
    goalCents: number;
    image: string | null;
    video: string | null;
    additionalImages: string[];
    submittedAt: Date;
  } | null;
  lastRejection: { of: 'campaign' | 'edit'; reason: string | null; at: Date } | null;
  createdAt: Date;
  updatedAt: Date;
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null; location: string | null } | null;
}

/** Campaigns, from fundraising. */
export interface CampaignFigures {
  countByStatus(): Promise<{ pending: number; approved: number; rejected: number }>;
  totalRaisedCents(): Promise<number>;
  ofOwner(userId: string): Promise<ReportedCampaign[]>;
  /** Titles and slugs by campaign id. */
  names(ids: string[]): Promise<Map<string, { title: string; slug: string }>>;
}
export const CAMPAIGN_FIGURES = Symbol('CampaignFigures');
