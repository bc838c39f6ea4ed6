import { AggregateRoot } from '../../../shared-kernel/domain.js';
import { newId } from '../../../shared-kernel/domain.js';
import { BusinessErrors } from './business-profile.errors.js';
import { INDUSTRIES } from './industries.js';

export interface BusinessProfileFields {
  companyName?: unknown;
  industry?: unknown;
  description?: unknown;
  website?: unknown;
  location?: unknown;
  phone?: unknown;
  email?: unknown;
  logo?: unknown;
  networkingGoals?: unknown;
  services?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function optional(field: string, value: unknown, max: number): string | null {
  const v = text(value);
  if (v.length > max) throw BusinessErrors.tooLong(field, max);
  return v === '' ? null : v;
}

function url(field: 'website' | 'logo', value: unknown): string | null {
  const v = text(value);
  if (!v) return null;
  if (field === 'logo' && /^\/uploads\/[A-Za-z0-9._-]+$/.test(v)) return v;
  const candidate = field === 'website' && !/^[a-z]+:/i.test(v) ? `https://${v}` : v;
  try {
    const parsed = new URL(candidate);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('scheme');
    return candidate;
  } catch {
    throw field === 'website' ? BusinessErrors.website() : BusinessErrors.logo();
  }
}

/** A member's business in the directory: one per member, edited only by its owner. */
export class BusinessProfile extends AggregateRoot {
  id: string;
  ownerId: string;
  companyName: string;
  industry: string;
  description: string;
  website: string | null = null;
  location: string;
  phone: string | null = null;
  email: string | null = null;
  logo: string | null = null;
  networkingGoals: string | null = null;
  services: string[] = [];
  membershipTierId: string | null = null;
  createdAt: Date;
  updatedAt: Date;

  static create(ownerId: string, fields: BusinessProfileFields, now: Date): BusinessProfile {
    const profile = new BusinessProfile();
    profile.id = newId();
    profile.ownerId = ownerId;
    profile.createdAt = now;
    profile.apply(fields, true);
    profile.updatedAt = now;
    return profile;
  }

  update(by: string, fields: BusinessProfileFields, now: Date): void {
    if (by !== this.ownerId) throw BusinessErrors.notOwner();
    this.apply(fields, false);
    this.updatedAt = now;
  }

  setMembershipTier(tierId: string | null): void {
    this.membershipTierId = tierId;
  }

  /** The spec's rules, in its order; on update only the fields sent are checked and changed. */
  private apply(fields: BusinessProfileFields, all: boolean): void {
    const has = (key: keyof BusinessProfileFields) => all || fields[key] !== undefined;
    if (has('companyName')) {
      const name = text(fields.companyName);
      if (name.length < 2) throw BusinessErrors.companyName();
      if (name.length > 120) throw BusinessErrors.tooLong('companyName', 120);
      this.companyName = name;
    }
    if (has('industry')) {
      const industry = text(fields.industry);
      if (!(INDUSTRIES as readonly string[]).includes(industry)) throw BusinessErrors.industry();
      this.industry = industry;
    }
    if (has('description')) {
      const description = text(fields.description);
      if (description.length < 10) throw BusinessErrors.description();
      if (description.length > 5000) throw BusinessErrors.tooLong('description', 5000);
      this.description = description;
    }
    if (has('location')) {
      const location = text(fields.location);
      if (!location) throw BusinessErrors.locationMissing();
      if (location.split(',').map((p) => p.trim()).filter(Boolean).length < 3) throw BusinessErrors.locationParts();
      if (location.length > 200) throw BusinessErrors.tooLong('location', 200);
      this.location = location;
    }
    if (has('email')) {
      const email = text(fields.email).toLowerCase();
      if (email && (!EMAIL.test(email) || email.length > 254)) throw BusinessErrors.email();
      this.email = email || null;
    }
    if (has('website')) this.website = url('website', fields.website);
    if (has('phone')) this.phone = optional('phone', fields.phone, 40);
    if (has('logo')) this.logo = url('logo', fields.logo);
    if (has('networkingGoals')) this.networkingGoals = optional('networkingGoals', fields.networkingGoals, 2000);
    if (has('services')) {
      const raw = Array.isArray(fields.services)
        ? fields.services
        : typeof fields.services === 'string'
          ? fields.services.split(',')
          : [];
      const services = [...new Set(raw.map((s) => text(s)).filter(Boolean))];
      if (services.length > 20) throw BusinessErrors.tooManyServices();
      if (services.some((s) => s.length > 60)) throw BusinessErrors.tooLong('services', 60);
      this.services = services;
    }
  }
}
