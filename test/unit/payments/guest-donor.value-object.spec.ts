import { describe, expect, it } from '@jest/globals';
import { GuestDonor } from '../../../src/modules/payments/domain/guest-donor.value-object.js';
import { refusal } from './support.js';

const ruth = { firstName: ' Ruth ', lastName: 'Moabite', email: ' Ruth@Example.org ' };

describe('GuestDonor', () => {
  it('trims the names and keeps the email trimmed and lower-cased', () => {
    const guest = GuestDonor.of(ruth);
    expect(guest.firstName).toBe('Ruth');
    expect(guest.lastName).toBe('Moabite');
    expect(guest.email.value).toBe('ruth@example.org');
  });

  it.each([
    ['no details at all', null],
    ['a blank first name', { ...ruth, firstName: '  ' }],
    ['a blank last name', { ...ruth, lastName: '' }],
    ['a blank email', { ...ruth, email: ' ' }],
  ])("refuses %s with 'Missing Information'", (_case, details) => {
    const error = refusal(() => GuestDonor.of(details));
    expect(error.message).toBe('Please fill in your name and email address to continue.');
    expect(error.code).toBe('missing_information');
    expect(error.fieldErrors).toEqual({ guestInfo: ['Please fill in your name and email address to continue.'] });
  });

  it.each(['ruth@', 'ruth.example.org', 'ruth @example.org', `${'r'.repeat(250)}@example.org`])(
    "refuses the email %s with 'Invalid Email'",
    (email) => {
      const error = refusal(() => GuestDonor.of({ ...ruth, email }));
      expect(error.message).toBe('Please enter a valid email address.');
      expect(error.code).toBe('invalid_email');
      expect(error.fieldErrors).toEqual({ 'guestInfo.email': ['Please enter a valid email address.'] });
    },
  );

  it('keeps names to 100 characters', () => {
    expect(GuestDonor.of({ ...ruth, firstName: 'A'.repeat(150) }).firstName).toHaveLength(100);
  });
});
