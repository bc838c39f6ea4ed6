/**
 * The platform's URL policies, in one place. Links a browser will follow or load are http(s)
 * only: never javascript:, data:, file: or protocol-relative. Files uploaded here are addressed
 * as /uploads/<name>.
 */
export const MAX_URL_LENGTH = 2048;

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;

/** A file uploaded to this platform: /uploads/<name>. */
export function isUploadPath(value: string): boolean {
  return UPLOAD_PATH.test(value) && !value.includes('..');
}

/** An absolute http(s) URL with a host name; `httpsOnly` refuses plain http. */
export function isWebUrl(value: string, options: { httpsOnly?: boolean; maxLength?: number } = {}): boolean {
  if (value.length > (options.maxLength ?? MAX_URL_LENGTH)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (options.httpsOnly ? url.protocol !== 'https:' : url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.hostname.length > 0 && url.username === '' && url.password === '';
}

/** Media a page may show: an upload of this platform or an http(s) URL elsewhere. */
export function isMediaReference(value: string): boolean {
  return isUploadPath(value) || isWebUrl(value);
}
