import { describe, expect, it } from '@jest/globals';
import { INVALID_USERNAME_MESSAGE, isUsername, Username } from '../../../src/modules/identity/domain/username.value-object.js';
import { refusal } from './fixtures.js';

describe('Username', () => {
  it('is 3 to 50 letters, digits, dots, dashes or underscores', () => {
    for (const good of ['abc', 'grace_h', 'Grace.Hopper-1906', 'x'.repeat(50), '___']) {
      expect(isUsername(good)).toBe(true);
      expect(Username.of(good).value).toBe(good);
    }
    for (const bad of ['ab', 'x'.repeat(51), 'has space', 'grâce', 'a@b', 'semi;colon', 123, null, undefined]) {
      expect(isUsername(bad)).toBe(false);
    }
  });

  it('is trimmed, and refused with the spec message when outside the rule', () => {
    expect(Username.of('  grace_h ').value).toBe('grace_h');
    const error = refusal(() => Username.of('has space'));
    expect(error.message).toBe('Username must be 3 to 50 characters: letters, numbers, dots, dashes or underscores');
    expect(error.message).toBe(INVALID_USERNAME_MESSAGE);
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({ username: [INVALID_USERNAME_MESSAGE] });
  });

  it('is required', () => {
    const error = refusal(() => Username.of('   '));
    expect(error.message).toBe('Username, password, and phone number are required');
    expect(error.fieldErrors).toEqual({ username: ['Username, password, and phone number are required'] });
  });
});
