import { Organization, type OrganizationKind, type OrganizationState, type OrganizationStatus, type TeamRole } from '../../domain/organization.aggregate.js';

/** A team member as the row's `team` (jsonb) carries it. */
interface TeamMemberRecord {
  user_id: string;
  role: TeamRole;
  added_at: string;
}
/** A fund as the row's `funds` (jsonb) carries it. */
interface FundRecord {
  id: string;
  name: string;
  description: string | null;
  position: number;
  created_at: string;
  archived_at: string | null;
}

/** An invitation as the row's `invitations` (jsonb) carries it. */
interface InvitationRecord {
  id: string;
  email: string;
  role: TeamRole;
  token_hash: string;
  invited_by: string;
  invited_at: string;
  expires_at: string;
}

/**
 * An organization as the repository reads it: the organization table's row with its team (organization_member)
 * and its funds (organization_fund) aggregated beside it as JSON.
 */
export interface OrganizationRow {
  id: string;
  slug: string;
  name: string;
  kind: OrganizationKind;
  ein: string;
  city: string;
  state: string;
  website: string | null;
  logo_url: string | null;
  status: OrganizationStatus;
  registered_by: string;
  registered_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
  rejection_reason: string | null;
  team: TeamMemberRecord[] | string;
  funds: FundRecord[] | string;
  invitations: InvitationRecord[] | string;
}

/** The SELECT list that makes an OrganizationRow of `o` (an organization row). */
export const ORGANIZATION_COLUMNS = `o.*,
  (SELECT coalesce(json_agg(json_build_object('user_id', m.user_id, 'role', m.role, 'added_at', m.added_at) ORDER BY m.added_at, m.user_id), '[]')
     FROM organization_member m WHERE m.organization_id = o.id) AS team,
  (SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'description', f.description, 'position', f.position,
                                              'created_at', f.created_at, 'archived_at', f.archived_at) ORDER BY f.position, f.created_at), '[]')
     FROM organization_fund f WHERE f.organization_id = o.id) AS funds,
  (SELECT coalesce(json_agg(json_build_object('id', i.id, 'email', i.email, 'role', i.role, 'token_hash', i.token_hash, 'invited_by', i.invited_by,
                                              'invited_at', i.invited_at, 'expires_at', i.expires_at) ORDER BY i.invited_at, i.id), '[]')
     FROM organization_invitation i WHERE i.organization_id = o.id) AS invitations`;

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** Between the aggregate's state and its rows. */
export const OrganizationMapper = {
  toState(row: OrganizationRow): OrganizationState {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      kind: row.kind,
      ein: row.ein,
      city: row.city,
      state: row.state,
      website: row.website,
      logoUrl: row.logo_url,
      status: row.status,
      registeredBy: row.registered_by,
      registeredAt: new Date(row.registered_at),
      decidedBy: row.decided_by,
      decidedAt: dateOrNull(row.decided_at),
      rejectionReason: row.rejection_reason,
      team: parsed(row.team).map((m) => ({ userId: m.user_id, role: m.role, addedAt: new Date(m.added_at) })),
      funds: parsed(row.funds).map((f) => ({
        id: f.id,
        name: f.name,
        description: f.description,
        position: f.position,
        createdAt: new Date(f.created_at),
        archivedAt: dateOrNull(f.archived_at),
      })),
      invitations: parsed(row.invitations).map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        tokenHash: i.token_hash,
        invitedBy: i.invited_by,
        invitedAt: new Date(i.invited_at),
        expiresAt: new Date(i.expires_at),
      })),
    };
  },

  toDomain(row: OrganizationRow): Organization {
    return Organization.restore(OrganizationMapper.toState(row));
  },
};
