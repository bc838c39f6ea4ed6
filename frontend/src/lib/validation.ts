/** A phone number once spaces, dashes and parentheses are removed: optional +, non-zero first digit, 2-16 digits. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[1-9]\d{1,15}$/.test(phone.replace(/[\s\-()]/g, ''));
}
