import { describe, expect, it } from '@jest/globals';
import { isPhoneNumber, PhoneNumber } from '../../../src/modules/identity/domain/phone-number.value-object.js';
import { refusal } from './fixtures.js';

describe('PhoneNumber', () => {
  it("applies the spec's rule: spaces, dashes and parentheses ignored, optional plus, non-zero first digit, at most 16 digits", () => {
    expect(isPhoneNumber('+1 (615) 555-0142')).toBe(true);
    expect(isPhoneNumber('1234567890123456')).toBe(true); // 16 digits
    expect(isPhoneNumber('12345678901234567')).toBe(false); // 17 digits
    expect(isPhoneNumber('0615 555 0142')).toBe(false); // starts with 0
    expect(isPhoneNumber('1')).toBe(false); // at least two digits
    expect(isPhoneNumber('615.555.0142')).toBe(false);
    expect(isPhoneNumber('phone')).toBe(false);
    expect(isPhoneNumber(6155550142)).toBe(false);
  });

  it('keeps the number as written (trimmed); refuses others with the spec message', () => {
    expect(PhoneNumber.of(' (615) 555-0142 ').value).toBe('(615) 555-0142');
    const error = refusal(() => PhoneNumber.of('0123'));
    expect(error.message).toBe('Please enter a valid phone number');
    expect(error.fieldErrors).toEqual({ phone: ['Please enter a valid phone number'] });
  });

  it('is required at sign-up', () => {
    expect(refusal(() => PhoneNumber.of(' ')).message).toBe('Username, password, and phone number are required');
  });
});
