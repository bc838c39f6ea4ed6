import { PlatformError } from '../application/platform-data.port.js';

/** GET/POST JSON with a 5 s deadline; network failures and timeouts become PlatformError('unavailable'). */
export async function requestJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PlatformError('unavailable', timedOut ? 'The platform did not answer in time' : 'The platform could not be reached');
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    body = {};
  }
  return { status: response.status, body };
}

export function num(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : 0;
  return Number.isFinite(n) ? n : 0;
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
