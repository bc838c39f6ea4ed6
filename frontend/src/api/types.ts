import type { MethodResponse } from 'openapi-fetch';
import type { api } from './client';
import type { paths } from './schema';

/** The JSON body of a successful GET in the generated contract, or `Fallback` while the contract lacks the path. */
type ContractGetJson<P extends string, Fallback> = P extends keyof paths
  ? paths[P] extends { get: { responses: infer R } }
    ? R extends { 200: { content: { 'application/json': infer J } } }
      ? J
      : Fallback
    : Fallback
  : Fallback;

/** Response shapes taken from the generated contract, so a server change shows up as a type error. */
export type CurrentUser = MethodResponse<typeof api, 'get', '/api/user'>;

/** GET /api/statistics; the hand-written shape is used until the contract describes the call. */
export type PlatformStatistics = ContractGetJson<
  '/api/statistics',
  { communityMembers: number; donationsRaised: number; businessMembers: number; industries: number }
>;
