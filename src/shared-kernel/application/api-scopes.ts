/**
 * What an integrator's API key may do: each scope opens one area of the API, read or write. A key never reaches an
 * administrator's path, and a path no scope names is closed to keys (the session's only).
 */
export const API_SCOPES = [
  'campaigns:read',
  'campaigns:write',
  'donations:read',
  'donations:write',
  'payouts:read',
  'payouts:write',
  'organizations:read',
  'organizations:write',
  'webhooks:write',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** An API call made with a key rather than a session: which key, and what it may do. */
export interface ApiKeyCaller {
  keyId: string;
  scopes: readonly ApiScope[];
}
