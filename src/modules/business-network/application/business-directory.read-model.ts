/** A business as the directory shows it, with its owner's live tier and founding place. */
export interface BusinessProfileView {
  id: string;
  ownerId: string;
  companyName: string;
  industry: string;
  description: string;
  website: string | null;
  location: string;
  phone: string | null;
  email: string | null;
  logo: string | null;
  networkingGoals: string | null;
  services: string[];
  /** The owner's live membership tier, if any. */
  membershipTierId: string | null;
  /** That tier's name, or 'Founding Member' for a founding member without a paid tier. */
  membershipTierName: string | null;
  isFoundingMember: boolean;
  createdAt: Date;
}

export interface DirectorySearch {
  text?: string;
  industry?: string;
  limit: number;
}

/** The directory's reads: search, one business, and the figures other contexts ask for. */
export interface DirectoryReadModel {
  search(filter: DirectorySearch): Promise<BusinessProfileView[]>;
  findById(id: string): Promise<BusinessProfileView | null>;
  findByOwner(ownerId: string): Promise<BusinessProfileView | null>;
  countProfiles(): Promise<number>;
  countIndustries(): Promise<number>;
}
export const DIRECTORY_READ_MODEL = Symbol('DirectoryReadModel');
