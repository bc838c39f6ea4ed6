import { describe, expect, it } from '@jest/globals';
import { EmailAddress, isEmailAddress } from '../../../src/shared-kernel/domain.js';

describe('an email address', () => {
  it.each(['ruth@example.org', 'first.last+gifts@mail.example.co.uk', "o'brien@example.ie", 'zoë@exämple.de'])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'ruth@',
    'ruth@example',
    'ruth example@example.org',
    'ruth@@example.org',
    // Characters that separate or quote addresses in a mail header: a mail server would read more than one recipient.
    'postmaster,ruth@example.org',
    'postmaster;ruth@example.org',
    'Ruth <ruth@example.org>',
    '"ruth"@example.org',
    'ruth(comment)@example.org',
    'ruth@[127.0.0.1].org',
    'ruth\\@example.org',
    'ruth:x@example.org',
  ])('refuses %s', (text) => {
    expect(isEmailAddress(text)).toBe(false);
    expect(EmailAddress.parse(text)).toBeNull();
  });

  it('refuses an address longer than 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(243)}@example.org`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(242)}@example.org`)).toBe(true);
  });
});
