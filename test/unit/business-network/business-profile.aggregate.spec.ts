import { describe, expect, it } from '@jest/globals';
import {
  BusinessProfile,
  type BusinessProfileDetails,
} from '../../../src/modules/business-network/domain/business-profile.aggregate.js';
import { BusinessProfileCreated, BusinessProfileUpdated } from '../../../src/modules/business-network/domain/business-profile.events.js';
import { INDUSTRIES } from '../../../src/modules/business-network/domain/industry.value-object.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-23T10:00:00Z');
const owner = '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01';
const stranger = '9a1e2d3c-4b5a-4c6d-8e7f-001122334455';

const valid: BusinessProfileDetails = {
  companyName: ' Grace Web Studio ',
  industry: 'Technology',
  description: 'Websites and apps for churches and ministries.',
  location: ' Nashville,  TN , USA ',
};

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function created(details: Partial<BusinessProfileDetails> = {}): BusinessProfile {
  const profile = BusinessProfile.create(owner, { ...valid, ...details }, now);
  profile.pullEvents();
  return profile;
}

describe('BusinessProfile.create', () => {
  it('keeps trimmed texts, no optional fields when none are given, and records BusinessProfileCreated', () => {
    const profile = BusinessProfile.create(owner, valid, now);
    expect(profile.toState()).toEqual({
      id: profile.id,
      ownerId: owner,
      companyName: 'Grace Web Studio',
      industry: 'Technology',
      description: 'Websites and apps for churches and ministries.',
      location: 'Nashville,  TN , USA',
      email: null,
      website: null,
      phone: null,
      logo: null,
      networkingGoals: null,
      services: [],
      createdAt: now,
      updatedAt: now,
    });
    const events = profile.pullEvents();
    expect(events).toEqual([new BusinessProfileCreated(profile.id, owner, 'Grace Web Studio', now)]);
    expect(events[0]).toBeInstanceOf(BusinessProfileCreated);
  });

  it('normalises the optional fields: lower-cased email, https for a bare domain, services without blanks or repeats', () => {
    const profile = created({
      email: ' Hello@Grace.Example ',
      website: 'grace.example',
      phone: ' (615) 555-0142 ',
      logo: '/uploads/logo-1.png',
      networkingGoals: '  ',
      services: [' Web design ', 'Hosting', '', 'Web design'],
    });
    expect(profile.email).toBe('hello@grace.example');
    expect(profile.website).toBe('https://grace.example');
    expect(profile.phone).toBe('(615) 555-0142');
    expect(profile.logo).toBe('/uploads/logo-1.png');
    expect(profile.networkingGoals).toBeNull();
    expect(profile.services).toEqual(['Web design', 'Hosting']);
  });

  it('takes empty email, website and logo as none (valid or empty)', () => {
    const profile = created({ email: '', website: ' ', logo: '' });
    expect([profile.email, profile.website, profile.logo]).toEqual([null, null, null]);
  });

  it('accepts http and https websites and logos, and every one of the twenty industries', () => {
    expect(created({ website: 'http://grace.example/about' }).website).toBe('http://grace.example/about');
    expect(created({ logo: 'https://cdn.example/logo.png' }).logo).toBe('https://cdn.example/logo.png');
    expect(INDUSTRIES).toHaveLength(20);
    for (const industry of INDUSTRIES) expect(created({ industry }).industry).toBe(industry);
  });

  it.each<[string, Partial<BusinessProfileDetails>, string, string]>([
    ['a one-letter company name', { companyName: ' G ' }, 'companyName', 'Company name must be at least 2 characters'],
    ['an empty company name', { companyName: '' }, 'companyName', 'Company name must be at least 2 characters'],
    ['a company name over 120 characters', { companyName: 'a'.repeat(121) }, 'companyName', 'This field can be at most 120 characters'],
    ['no industry', { industry: '' }, 'industry', 'Please select an industry'],
    ['an industry not in the list', { industry: 'Astrology' }, 'industry', 'Please select an industry'],
    ['an industry in the wrong case', { industry: 'technology' }, 'industry', 'Please select an industry'],
    ['a short description', { description: 'Too short' }, 'description', 'Description must be at least 10 characters'],
    ['a description over 5000 characters', { description: 'a'.repeat(5001) }, 'description', 'This field can be at most 5000 characters'],
    ['no location', { location: '  ' }, 'location', 'Please enter location in format: City, State, Country'],
    ['a location of two parts', { location: 'Nashville, TN' }, 'location', 'Location must include City, State, Country (e.g., Los Angeles, CA, USA)'],
    ['a location with an empty part', { location: 'Nashville, , USA' }, 'location', 'Location must include City, State, Country (e.g., Los Angeles, CA, USA)'],
    ['a location over 200 characters', { location: `${'a'.repeat(192)}, TN, USA` }, 'location', 'This field can be at most 200 characters'],
    ['an email without a domain', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an email with a space', { email: 'grace @example.org' }, 'email', 'Please enter a valid email address'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website', 'Please enter a valid website address (https://...)'],
    ['an ftp website', { website: 'ftp://grace.example' }, 'website', 'Please enter a valid website address (https://...)'],
    ['a website with credentials', { website: 'https://user:pw@grace.example' }, 'website', 'Please enter a valid website address (https://...)'],
    ['a data: logo', { logo: 'data:image/png;base64,AAAA' }, 'logo', 'Please use an uploaded logo or a valid https URL'],
    ['a logo path outside uploads', { logo: '/etc/passwd' }, 'logo', 'Please use an uploaded logo or a valid https URL'],
    ['a phone over 40 characters', { phone: '1'.repeat(41) }, 'phone', 'This field can be at most 40 characters'],
    ['networking goals over 2000 characters', { networkingGoals: 'a'.repeat(2001) }, 'networkingGoals', 'This field can be at most 2000 characters'],
    ['21 services', { services: Array.from({ length: 21 }, (_, i) => `Service ${i}`) }, 'services', 'You can list at most 20 services'],
    ['a service over 60 characters', { services: ['a'.repeat(61)] }, 'services', 'This field can be at most 60 characters'],
  ])("refuses %s with the spec's message", (_, change, field, message) => {
    const error = refusal(() => BusinessProfile.create(owner, { ...valid, ...change }, now));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({ [field]: [message] });
  });

  it('counts 20 services after dropping repeats and blanks', () => {
    const services = [...Array.from({ length: 20 }, (_, i) => `Service ${i}`), 'Service 0', ' '];
    expect(created({ services }).services).toHaveLength(20);
  });

  it("checks the fields in the spec's order", () => {
    const error = refusal(() => BusinessProfile.create(owner, { companyName: 'G', industry: 'x', description: 'short', location: '' }, now));
    expect(error.message).toBe('Company name must be at least 2 characters');
    const second = refusal(() => BusinessProfile.create(owner, { ...valid, industry: 'x', description: 'short', location: '' }, now));
    expect(second.message).toBe('Please select an industry');
  });
});

describe('BusinessProfile.update', () => {
  it('changes only the fields sent, keeps the rest, and records BusinessProfileUpdated with them', () => {
    const profile = created({ website: 'grace.example', services: ['Hosting'] });
    profile.update(owner, { description: 'Websites, apps and livestreams for churches.', website: null }, later);
    expect(profile.companyName).toBe('Grace Web Studio');
    expect(profile.description).toBe('Websites, apps and livestreams for churches.');
    expect(profile.website).toBeNull();
    expect(profile.services).toEqual(['Hosting']);
    expect(profile.createdAt).toEqual(now);
    expect(profile.updatedAt).toEqual(later);
    expect(profile.pullEvents()).toEqual([new BusinessProfileUpdated(profile.id, owner, ['description', 'website'], later)]);
  });

  it('refuses anyone but the owner (403) and changes nothing', () => {
    const profile = created();
    const error = refusal(() => profile.update(stranger, { companyName: 'Stolen Name' }, later));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe('You can only edit your own business profile.');
    expect(profile.companyName).toBe('Grace Web Studio');
    expect(profile.pullEvents()).toEqual([]);
  });

  it('checks each field sent with the create rules, a required one sent empty included, and changes nothing when refused', () => {
    const profile = created();
    expect(refusal(() => profile.update(owner, { companyName: '' }, later)).message).toBe('Company name must be at least 2 characters');
    expect(refusal(() => profile.update(owner, { location: 'Nashville, TN' }, later)).message).toBe(
      'Location must include City, State, Country (e.g., Los Angeles, CA, USA)',
    );
    expect(refusal(() => profile.update(owner, { description: 'Fine description here', email: 'x@' }, later)).fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(profile.description).toBe('Websites and apps for churches and ministries.');
    expect(profile.updatedAt).toEqual(now);
    expect(profile.pullEvents()).toEqual([]);
  });

  it('restores from its state and hands out copies only', () => {
    const profile = created({ services: ['Hosting'] });
    const restored = BusinessProfile.restore(profile.toState());
    expect(restored.toState()).toEqual(profile.toState());
    const state = restored.toState();
    state.services.push('Injected');
    state.companyName = 'Changed';
    expect(restored.services).toEqual(['Hosting']);
    expect(restored.companyName).toBe('Grace Web Studio');
  });
});
