/** The spec's phone rule: spaces, dashes and parentheses removed, an optional plus, a non-zero first digit, at most 16 digits. */
export function isValidPhone(raw: string): boolean {
  const compact = raw.replace(/[\s\-()]/g, '');
  return /^\+?[1-9]\d{1,15}$/.test(compact);
}

export function isValidEmail(raw: string): boolean {
  // One @, something before it, a dotted domain after it, no spaces: the HTML5 email shape.
  return /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/.test(
    raw,
  );
}

export function isValidUsername(raw: string): boolean {
  return /^[A-Za-z0-9._-]{3,50}$/.test(raw);
}

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
