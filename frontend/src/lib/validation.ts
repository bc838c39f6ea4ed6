/** A phone number once spaces, dashes and parentheses are removed: optional +, non-zero first digit, 2-16 digits. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[1-9]\d{1,15}$/.test(phone.replace(/[\s\-()]/g, ''));
}

/**
 * The server's one rule for an email address (shared-kernel/domain/email-address.ts): something, an @, a domain
 * with a dot, and none of the characters that separate or quote addresses in a mail header.
 */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@,;:<>"()[\]\\]+@[^\s@,;:<>"()[\]\\]+\.[^\s@,;:<>"()[\]\\]+$/.test(email);
}

/**
 * A form rule (antd's validator shape; this file imports no UI code, the checkout's unit tests load it): an address
 * the server would take, or nothing at all (a `required` rule speaks for that).
 */
export function validEmailRule(message = 'Please enter a valid email address'): { validator: (rule: unknown, value?: string) => Promise<void> } {
  return {
    validator: (_rule, value) => {
      const email = (value ?? '').trim();
      return !email || isValidEmail(email) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}
