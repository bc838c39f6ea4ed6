import { isWebUrl } from '../../../shared-kernel/domain.js';
import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';

/** The address as it will be linked: a bare domain ("grace.example", "//grace.example") is taken as https. */
export function websiteAddress(text: string): string {
  const value = text.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return `https://${value.replace(/^\/\//, '')}`;
}

/** Whether a typed website is one the platform links to: empty (none), or an http(s) address. */
export function isWebsite(text: string): boolean {
  return text.trim() === '' || isWebUrl(websiteAddress(text));
}

/** The business's website: an http(s) address (the shared web-address policy). */
export class Website {
  private constructor(readonly value: string) {}

  /** null when the text is empty (no website). */
  static optional(text: string | null | undefined): Website | null {
    if (text == null || text.trim() === '') return null;
    if (!isWebsite(text)) throw ProfileErrors.invalid('website', ProfileMessages.website);
    return new Website(websiteAddress(text));
  }
}
