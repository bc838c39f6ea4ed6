/** Stripe's test cards that the sandbox knows, and what each does. */
const OUTCOMES: ReadonlyMap<string, string | null> = new Map([
  ['4242424242424242', null], // Visa: succeeds
  ['5555555555554444', null], // Mastercard: succeeds
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
]);

const INCORRECT_NUMBER = 'Your card number is incorrect.';
const UNKNOWN_TEST_CARD = 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.';

/**
 * A card number typed into the sandbox's card form, with the outcome Stripe's test mode gives it.
 * Spaces and dashes are ignored; a number that is not 12-19 digits passing the Luhn check is
 * incorrect; any other valid number is declined with a hint to use a test card.
 */
export class SandboxCard {
  private constructor(
    /** Null when the charge succeeds; otherwise the message the donor sees. */
    readonly declineMessage: string | null,
  ) {}

  static of(cardNumber: string): SandboxCard {
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return new SandboxCard(INCORRECT_NUMBER);
    const outcome = OUTCOMES.get(digits);
    return new SandboxCard(outcome === undefined ? UNKNOWN_TEST_CARD : outcome);
  }
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
