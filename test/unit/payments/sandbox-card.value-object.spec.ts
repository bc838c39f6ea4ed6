import { describe, expect, it } from '@jest/globals';
import { SandboxCard } from '../../../src/modules/payments/domain/sandbox-card.value-object.js';

describe("SandboxCard (Stripe's test cards)", () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['4242424242424242', null],
    ['4242-4242-4242-4242', null],
    ['5555 5555 5555 4444', null],
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
  ])('%s -> %s', (number, declineMessage) => {
    expect(SandboxCard.of(number).declineMessage).toBe(declineMessage);
  });

  it('declines any other valid card number with a hint to use a test card', () => {
    const card = SandboxCard.of('4000 0000 0000 0077'); // passes the Luhn check, not a sandbox card
    expect(card.declineMessage).toBe('Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.');
  });

  it.each(['4242 4242 4242 4241', '1234', 'four two', '', '4242 4242 4242 4242 4242 42'])('%p is an incorrect number', (number) => {
    expect(SandboxCard.of(number).declineMessage).toBe('Your card number is incorrect.');
  });
});
