import { describe, expect, it } from '@jest/globals';
import { BusinessLocation, hasLocationParts } from '../../../src/modules/business-network/domain/business-location.value-object.js';
import { CompanyName } from '../../../src/modules/business-network/domain/company-name.value-object.js';
import { Industry, isIndustryName } from '../../../src/modules/business-network/domain/industry.value-object.js';
import { LogoReference } from '../../../src/modules/business-network/domain/logo-reference.value-object.js';
import { ServiceList } from '../../../src/modules/business-network/domain/service-list.value-object.js';
import { isWebsite, Website, websiteAddress } from '../../../src/modules/business-network/domain/website.value-object.js';

describe('business profile value objects', () => {
  it('CompanyName: 2 to 120 characters after trimming', () => {
    expect(CompanyName.of('  Go ').value).toBe('Go');
    expect(CompanyName.of('a'.repeat(120)).value).toHaveLength(120);
    expect(() => CompanyName.of(' G ')).toThrow('Company name must be at least 2 characters');
  });

  it('Industry: exactly the spec spelling', () => {
    expect(Industry.of(' Food & Beverage ').value).toBe('Food & Beverage');
    expect(isIndustryName('Legal Services')).toBe(true);
    expect(isIndustryName('Legal services')).toBe(false);
    expect(() => Industry.of('Astrology')).toThrow('Please select an industry');
  });

  it('BusinessLocation: three non-empty comma-separated parts', () => {
    expect(hasLocationParts('Los Angeles, CA, USA')).toBe(true);
    expect(hasLocationParts('Paris, Île-de-France, France, EU')).toBe(true);
    expect(hasLocationParts('Nashville,TN')).toBe(false);
    expect(hasLocationParts(' , , ')).toBe(false);
    expect(BusinessLocation.of(' Los Angeles, CA, USA ').value).toBe('Los Angeles, CA, USA');
    expect(() => BusinessLocation.of('')).toThrow('Please enter location in format: City, State, Country');
  });

  it('Website: http(s) only, a bare domain taken as https, empty is none', () => {
    expect(websiteAddress('grace.example/about')).toBe('https://grace.example/about');
    expect(websiteAddress('http://grace.example')).toBe('http://grace.example');
    expect(isWebsite('')).toBe(true);
    expect(isWebsite('grace.example')).toBe(true);
    expect(isWebsite('mailto:grace@example.org')).toBe(false);
    expect(websiteAddress('//grace.example')).toBe('https://grace.example');
    expect(isWebsite('https://')).toBe(false);
    expect(Website.optional(null)).toBeNull();
    expect(Website.optional('  ')).toBeNull();
    expect(Website.optional('grace.example')?.value).toBe('https://grace.example');
    expect(() => Website.optional('javascript:alert(1)')).toThrow('Please enter a valid website address (https://...)');
  });

  it('LogoReference: an upload here or an http(s) image address', () => {
    expect(LogoReference.optional('/uploads/abc.png')?.value).toBe('/uploads/abc.png');
    expect(LogoReference.optional('https://cdn.example/logo.png')?.value).toBe('https://cdn.example/logo.png');
    expect(LogoReference.optional(undefined)).toBeNull();
    expect(() => LogoReference.optional('/uploads/../secret')).toThrow('Please use an uploaded logo or a valid https URL');
    expect(() => LogoReference.optional('javascript:alert(1)')).toThrow('Please use an uploaded logo or a valid https URL');
  });

  it('ServiceList: trimmed, no blanks or repeats, 20 at most, 60 characters each', () => {
    expect(ServiceList.of([' Web ', 'Web', '', 'Hosting']).items).toEqual(['Web', 'Hosting']);
    expect(ServiceList.of(Array.from({ length: 20 }, (_, i) => `S${i}`)).items).toHaveLength(20);
    expect(() => ServiceList.of(Array.from({ length: 21 }, (_, i) => `S${i}`))).toThrow('You can list at most 20 services');
    expect(() => ServiceList.of(['a'.repeat(61)])).toThrow('This field can be at most 60 characters');
  });
});
