import { AggregateRoot, EmailAddress, newId } from '../../../shared-kernel/domain.js';
import { BusinessDescription } from './business-description.value-object.js';
import { BusinessLocation } from './business-location.value-object.js';
import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';
import { type BusinessProfileEvent, BusinessProfileCreated, BusinessProfileUpdated } from './business-profile.events.js';
import { CompanyName } from './company-name.value-object.js';
import { Industry, type IndustryName } from './industry.value-object.js';
import { LogoReference } from './logo-reference.value-object.js';
import { ServiceList } from './service-list.value-object.js';
import { Website } from './website.value-object.js';

export const MAX_PHONE_LENGTH = 40;
export const MAX_NETWORKING_GOALS_LENGTH = 2000;

/** A profile's fields as a member gives them (typed; shapes checked at the edge). Optional ones may be empty or null. */
export interface BusinessProfileDetails {
  companyName: string;
  industry: string;
  description: string;
  location: string;
  email?: string | null;
  website?: string | null;
  phone?: string | null;
  logo?: string | null;
  networkingGoals?: string | null;
  services?: readonly string[] | null;
}

/** What an owner may change: any of the fields, only those sent. */
export type BusinessProfileChanges = Partial<BusinessProfileDetails>;

export interface BusinessProfileState {
  id: string;
  ownerId: string;
  companyName: string;
  industry: IndustryName;
  description: string;
  website: string | null;
  location: string;
  phone: string | null;
  email: string | null;
  logo: string | null;
  networkingGoals: string | null;
  services: string[];
  createdAt: Date;
  updatedAt: Date;
}

type Fields = Omit<BusinessProfileState, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;

function optionalText(field: string, text: string | null | undefined, max: number): string | null {
  const value = (text ?? '').trim();
  if (value.length > max) throw ProfileErrors.invalid(field, ProfileMessages.tooLong(max));
  return value === '' ? null : value;
}

/** Valid or empty (section 5): empty means no email. */
function optionalEmail(text: string | null | undefined): string | null {
  if (text == null || text.trim() === '') return null;
  return EmailAddress.of(text, 'email', ProfileMessages.email).normalized;
}

/** Each field's rule, in the spec's order (section 5). */
const RULES: { [K in keyof Fields]: (details: BusinessProfileChanges) => Fields[K] } = {
  companyName: (d) => CompanyName.of(d.companyName ?? '').value,
  industry: (d) => Industry.of(d.industry ?? '').value,
  description: (d) => BusinessDescription.of(d.description ?? '').value,
  location: (d) => BusinessLocation.of(d.location ?? '').value,
  email: (d) => optionalEmail(d.email),
  website: (d) => Website.optional(d.website)?.value ?? null,
  phone: (d) => optionalText('phone', d.phone, MAX_PHONE_LENGTH),
  logo: (d) => LogoReference.optional(d.logo)?.value ?? null,
  networkingGoals: (d) => optionalText('networkingGoals', d.networkingGoals, MAX_NETWORKING_GOALS_LENGTH),
  services: (d) => [...ServiceList.of(d.services ?? []).items],
};
const FIELD_ORDER = Object.keys(RULES) as (keyof Fields)[];

/** A member's business in the directory: one per member, edited only by its owner. */
export class BusinessProfile extends AggregateRoot<BusinessProfileEvent> {
  private constructor(private state: BusinessProfileState) {
    super();
  }

  /** Lists a member's business. Every rule applies; records BusinessProfileCreated. */
  static create(ownerId: string, details: BusinessProfileDetails, now: Date): BusinessProfile {
    const fields: Fields = {
      companyName: RULES.companyName(details),
      industry: RULES.industry(details),
      description: RULES.description(details),
      location: RULES.location(details),
      email: RULES.email(details),
      website: RULES.website(details),
      phone: RULES.phone(details),
      logo: RULES.logo(details),
      networkingGoals: RULES.networkingGoals(details),
      services: RULES.services(details),
    };
    const profile = new BusinessProfile({ id: newId(), ownerId, ...fields, createdAt: now, updatedAt: now });
    profile.record(new BusinessProfileCreated(profile.id, ownerId, fields.companyName, now));
    return profile;
  }

  static restore(state: BusinessProfileState): BusinessProfile {
    return new BusinessProfile({ ...state, services: [...state.services] });
  }

  toState(): BusinessProfileState {
    return { ...this.state, services: [...this.state.services] };
  }

  /** The owner changes the fields they send (each checked by its rule); anyone else is refused. Records BusinessProfileUpdated. */
  update(by: string, changes: BusinessProfileChanges, now: Date): void {
    if (by !== this.state.ownerId) throw ProfileErrors.notOwner();
    const sent = FIELD_ORDER.filter((key) => changes[key] !== undefined);
    const next: Partial<Fields> = {};
    for (const key of sent) Object.assign(next, { [key]: RULES[key](changes) });
    this.state = { ...this.state, ...next, updatedAt: now };
    this.record(new BusinessProfileUpdated(this.id, this.ownerId, sent, now));
  }

  get id(): string {
    return this.state.id;
  }
  get ownerId(): string {
    return this.state.ownerId;
  }
  get companyName(): string {
    return this.state.companyName;
  }
  get industry(): IndustryName {
    return this.state.industry;
  }
  get description(): string {
    return this.state.description;
  }
  get location(): string {
    return this.state.location;
  }
  get email(): string | null {
    return this.state.email;
  }
  get website(): string | null {
    return this.state.website;
  }
  get phone(): string | null {
    return this.state.phone;
  }
  get logo(): string | null {
    return this.state.logo;
  }
  get networkingGoals(): string | null {
    return this.state.networkingGoals;
  }
  get services(): readonly string[] {
    return [...this.state.services];
  }
  get createdAt(): Date {
    return this.state.createdAt;
  }
  get updatedAt(): Date {
    return this.state.updatedAt;
  }
}
