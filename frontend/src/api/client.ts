import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The one HTTP client of the web app. Every call sends the session cookie and bypasses the HTTP cache.
 * Request semantics (spec section 7):
 * - a 401 means "not signed in": `readData` returns null for it (queries), `sendData` throws (mutations,
 *   e.g. a wrong password must be reported);
 * - any other non-success is an ApiError whose message is `${status}: ${body text or statusText}`;
 * - during the first 3 seconds after page load a failed read (GET) is silenced and treated as an empty
 *   successful response. Writes the person started are never turned into a fake success.
 */
export const api = createClient<paths>({ baseUrl: '', credentials: 'include', cache: 'no-store' });

type UntypedCall = (
  path: string,
  init?: { params?: { query?: Record<string, unknown>; path?: Record<string, unknown> }; body?: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The same client without contract types, only for calls the generated schema does not describe yet
 * (same middleware, cookies and cache rules). Switch such calls to `api` once `npm run openapi` has them.
 */
export const apiWithoutContract = api as unknown as { GET: UntypedCall; POST: UntypedCall; PUT: UntypedCall; DELETE: UntypedCall };

export const STARTUP_SILENCE_MS = 3000;

/** performance.now() counts from the page's navigation start, i.e. "since page load". */
export function inStartupWindow(): boolean {
  return performance.now() < STARTUP_SILENCE_MS;
}

const startupSilence: Middleware = {
  onResponse({ request, response }) {
    if (!response.ok && response.status !== 401 && request.method === 'GET' && inStartupWindow()) {
      return new Response(null, { status: 204 });
    }
    return undefined;
  },
  onError({ request }) {
    if (request.method === 'GET' && inStartupWindow()) return new Response(null, { status: 204 });
    return undefined;
  },
};
api.use(startupSilence);

/** The server's error body: a human `message` (shown to people as it is), a `code`, per-field `errors`. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  /** A refund larger than what the campaign holds: what the platform would cover, and what the campaign holds. */
  shortfall?: string;
  available?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Parsed JSON body when the server sent one. */
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, statusText: string, rawBody: unknown) {
    const text = typeof rawBody === 'string' ? rawBody : rawBody == null ? '' : JSON.stringify(rawBody);
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.body = rawBody && typeof rawBody === 'object' ? (rawBody as ApiErrorBody) : undefined;
  }

  /** The server's human message, when it sent one. */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }

  /** Per-field messages of a validation failure ({ field: [messages] }). */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors && typeof this.body.errors === 'object' ? this.body.errors : {};
  }
}

/** Human text for any error: the server's message, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** For reads: data, or null when the server says 401 (not signed in) or sent nothing. */
export async function readData<T>(call: Promise<FetchResult<T>>): Promise<T | null> {
  const { data, error, response } = await call;
  if (response.status === 401) return null;
  if (!response.ok) throw new ApiError(response.status, response.statusText, error);
  return data ?? null;
}

/** For writes: data (undefined for 204), or an ApiError for every non-success including 401. */
export async function sendData<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, response.statusText, error);
  return data as T;
}

/** Uncaught "Failed to fetch" errors (a dropped connection, the server restarting) are not reported. */
export function suppressUncaughtFetchFailures(): void {
  const isFetchFailure = (reason: unknown) =>
    reason instanceof Error
      ? /Failed to fetch|NetworkError|Load failed/i.test(reason.message)
      : typeof reason === 'string' && reason.includes('Failed to fetch');
  window.addEventListener('unhandledrejection', (event) => {
    if (isFetchFailure(event.reason)) event.preventDefault();
  });
  window.addEventListener('error', (event) => {
    if (isFetchFailure(event.error ?? event.message)) event.preventDefault();
  });
}
