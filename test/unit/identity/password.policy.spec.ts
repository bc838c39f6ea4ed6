import { describe, expect, it } from '@jest/globals';
import { COMMON_PASSWORDS } from '../../../src/modules/identity/domain/common-passwords.data.js';
import { isCommonPassword, PasswordPolicy } from '../../../src/modules/identity/domain/password.policy.js';
import { refusal } from './fixtures.js';

describe('PasswordPolicy', () => {
  it('accepts 8 to 256 characters, taken as typed', () => {
    for (const good of ['correct horse battery', ' spaced out 2026 ', 'xy'.repeat(128)]) {
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

  it('refuses the common passwords, whatever their case, with a clear message', () => {
    for (const common of ['password', '12345678', 'PASSWORD1', 'iloveyou1', 'qwerty123', 'Qwertyuiop', '1q2w3e4r', 'jesus123', 'password2026']) {
      const error = refusal(() => PasswordPolicy.check(common));
      expect(error.message).toBe('This password is too common. Please choose another one.');
      expect(error.fieldErrors).toEqual({ password: ['This password is too common. Please choose another one.'] });
    }
  });

  it('refuses a password of only whitespace or one repeated character', () => {
    for (const weak of ['        ', '\t\t\t\t\t\t\t\t', 'aaaaaaaa', 'ZZZZZZZZZZZZ', '!!!!!!!!!', '77777777777']) {
      expect(isCommonPassword(weak)).toBe(true);
      expect(refusal(() => PasswordPolicy.check(weak)).message).toBe('This password is too common. Please choose another one.');
    }
  });

  it('ships at least the top 1,000 common passwords, all of 8 characters or more and lower-cased', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(1000);
    expect(COMMON_PASSWORDS.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });

  it('the 8-character minimum still comes first', () => {
    expect(refusal(() => PasswordPolicy.check('aaaa')).message).toBe('Password must be at least 8 characters');
  });
});
