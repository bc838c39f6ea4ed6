/**
 * The sandbox's card outcomes, the same test cards as Stripe's test mode.
 * Returns null when the card succeeds, or the decline message a donor sees.
 */
export function sandboxCardOutcome(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'Your card number is incorrect.';
  switch (digits) {
    case '4242424242424242':
    case '5555555555554444':
      return null;
    case '4000000000000002':
      return 'Your card was declined.';
    case '4000000000009995':
      return 'Your card has insufficient funds.';
    case '4000000000000069':
      return 'Your card has expired.';
    case '4000000000000127':
      return "Your card's security code is incorrect.";
    default:
      return 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.';
  }
}

function luhn(digits: string): boolean {
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
