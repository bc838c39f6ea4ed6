import { describe, expect, it } from '@jest/globals';
import { PasswordPolicy } from '../../../src/modules/identity/domain/password.policy.js';
import { refusal } from './fixtures.js';

describe('PasswordPolicy', () => {
  it('accepts 8 to 256 characters, taken as typed', () => {
    for (const good of ['12345678', 'correct horse battery', '        ', 'x'.repeat(256)]) {
      expect(() => PasswordPolicy.check(good)).not.toThrow();
    }
  });

  it('refuses fewer than 8 characters with the spec message', () => {
    const error = refusal(() => PasswordPolicy.check('1234567'));
    expect(error.message).toBe('Password must be at least 8 characters');
    expect(error.fieldErrors).toEqual({ password: ['Password must be at least 8 characters'] });
    expect(error.kind).toBe('validation');
  });

  it('refuses more than 256 characters', () => {
    expect(refusal(() => PasswordPolicy.check('x'.repeat(257))).message).toBe('Password must be at most 256 characters');
  });

  it('a missing password is a missing sign-up field', () => {
    expect(refusal(() => PasswordPolicy.check('')).message).toBe('Username, password, and phone number are required');
  });
});
