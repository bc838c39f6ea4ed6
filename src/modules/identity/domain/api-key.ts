import { createHash, randomBytes } from 'node:crypto';
import { API_SCOPES, type ApiScope } from '../../../shared-kernel/application.js';
import { DomainError, newId } from '../../../shared-kernel/domain.js';

const MAX_NAME = 100;
const MAX_KEYS_PER_MEMBER = 50;

export const ApiKeyErrors = {
  nameRequired: () => DomainError.validation('name', 'Please give the key a name (what it is for).', 'api_key_name_required'),
  nameTooLong: () => DomainError.validation('name', `A key's name can be at most ${MAX_NAME} characters.`, 'api_key_name_too_long'),
  noScopes: () => DomainError.validation('scopes', 'Choose at least one scope for the key.', 'api_key_scopes_required'),
  unknownScope: (scope: string) => DomainError.validation('scopes', `Unknown scope "${scope}". The scopes are: ${API_SCOPES.join(', ')}.`, 'api_key_scope_unknown'),
  expiryInPast: () => DomainError.validation('expiresAt', 'The expiry must be in the future.', 'api_key_expiry_past'),
  tooMany: () => DomainError.conflict('api_key_limit', `A member can hold at most ${MAX_KEYS_PER_MEMBER} keys: revoke one you no longer use.`),
  notFound: () => DomainError.notFound('api_key_not_found', 'We could not find that API key.'),
  invalid: () => new DomainError('api_key_invalid', 'This API key is not valid (unknown, revoked or expired).', 'unauthenticated'),
};

export { MAX_KEYS_PER_MEMBER };

/** The key's one-way hash: only this is stored, so the database never holds a usable secret. */
export function hashOfSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface ApiKeyState {
  id: string;
  ownerId: string;
  name: string;
  scopes: ApiScope[];
  secretHash: string;
  /** The secret's first characters ("fc_live_Ab3d"), to tell keys apart in a list. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/**
 * An integrator's key: a member's (their server's) way to call the API without a session, limited to its scopes.
 * The secret is made here and shown once; only its SHA-256 is kept. A revoked or expired key fails at once.
 */
export class ApiKey {
  private constructor(private readonly state: ApiKeyState) {}

  /** A new key and its secret (`fc_live_…`, or `fc_test_…` while payments run in the sandbox). */
  static issue(props: { ownerId: string; name: string; scopes: string[]; expiresAt: Date | null; live: boolean }, at: Date): { key: ApiKey; secret: string } {
    const name = props.name.trim();
    if (!name) throw ApiKeyErrors.nameRequired();
    if (name.length > MAX_NAME) throw ApiKeyErrors.nameTooLong();
    if (props.scopes.length === 0) throw ApiKeyErrors.noScopes();
    for (const scope of props.scopes) if (!(API_SCOPES as readonly string[]).includes(scope)) throw ApiKeyErrors.unknownScope(scope);
    if (props.expiresAt && props.expiresAt <= at) throw ApiKeyErrors.expiryInPast();
    const secret = `fc_${props.live ? 'live' : 'test'}_${randomBytes(24).toString('base64url')}`;
    const scopes = API_SCOPES.filter((scope) => props.scopes.includes(scope));
    const key = new ApiKey({
      id: newId(),
      ownerId: props.ownerId,
      name,
      scopes,
      secretHash: hashOfSecret(secret),
      prefix: secret.slice(0, 12),
      createdAt: at,
      lastUsedAt: null,
      expiresAt: props.expiresAt,
      revokedAt: null,
    });
    return { key, secret };
  }

  static restore(state: ApiKeyState): ApiKey {
    return new ApiKey({ ...state, scopes: [...state.scopes] });
  }

  toState(): ApiKeyState {
    return { ...this.state, scopes: [...this.state.scopes] };
  }

  get id(): string {
    return this.state.id;
  }
  get ownerId(): string {
    return this.state.ownerId;
  }
  get scopes(): readonly ApiScope[] {
    return this.state.scopes;
  }

  get isRevoked(): boolean {
    return this.state.revokedAt !== null;
  }

  /** Whether it may be used now: not revoked, not expired. */
  isUsableAt(at: Date): boolean {
    return !this.state.revokedAt && (!this.state.expiresAt || this.state.expiresAt > at);
  }

  revoke(at: Date): void {
    this.state.revokedAt ??= at;
  }
}
