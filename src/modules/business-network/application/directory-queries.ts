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
  membershipTierId: string | null;
  membershipTierName: string | null;
  isFoundingMember: boolean;
  createdAt: Date;
}

export interface DirectoryReadModel {
  search(filter: { text?: string; industry?: string; limit: number }): Promise<BusinessProfileView[]>;
  findById(id: string): Promise<BusinessProfileView | null>;
  findByOwner(ownerId: string): Promise<BusinessProfileView | null>;
}
export const DIRECTORY_READ_MODEL = Symbol('DirectoryReadModel');
