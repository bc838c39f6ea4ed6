import { AggregateRoot, newId } from '../../../shared-kernel/domain.js';
import { OrganizationErrors } from './organization.errors.js';
import { OrganizationMemberInvited, OrganizationRegistered, type OrganizationEvent } from './organization.events.js';

export const ORGANIZATION_KINDS = ['church', 'ministry', 'nonprofit'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];
export type OrganizationStatus = 'pending' | 'verified' | 'rejected';
export const TEAM_ROLES = ['admin', 'treasurer', 'counter'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The fund a verified organization is given when it has none. */
export const GENERAL_FUND = 'General Fund';

export interface TeamMemberState {
  userId: string;
  role: TeamRole;
  addedAt: Date;
}

export interface FundState {
  id: string;
  name: string;
  description: string | null;
  /** Where the fund is offered among the active ones (0 first). */
  position: number;
  createdAt: Date;
  /** Archived funds are offered no more; their history stays. */
  archivedAt: Date | null;
}

/** An email invitation to the team, for someone without an account yet: it waits until its link is used or it lapses. */
export interface InvitationState {
  id: string;
  /** Lower-cased. */
  email: string;
  role: TeamRole;
  /** SHA-256 of the link's secret (the secret itself is only in the email). */
  tokenHash: string;
  invitedBy: string;
  invitedAt: Date;
  expiresAt: Date;
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;

export interface OrganizationState {
  id: string;
  slug: string;
  name: string;
  kind: OrganizationKind;
  ein: string;
  city: string;
  state: string;
  website: string | null;
  logoUrl: string | null;
  status: OrganizationStatus;
  registeredBy: string;
  registeredAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  rejectionReason: string | null;
  team: TeamMemberState[];
  funds: FundState[];
  /** Invitations not used yet (used ones are removed: the membership remains). */
  invitations?: InvitationState[];
}

export interface OrganizationProfile {
  slug: string;
  name: string;
  kind: OrganizationKind;
  ein: string;
  city: string;
  state: string;
  website: string | null;
}

/**
 * A church, ministry or nonprofit on the platform: pending until an administrator verifies it, with its team
 * (admins, treasurers, counters) and its funds. Every change names who asks for it, and the organization
 * refuses what their role does not allow: the team is managed by its admins (a member may leave), funds by
 * its admins and treasurers. It always keeps an admin, and once verified an active fund.
 */
export class Organization extends AggregateRoot<OrganizationEvent> {
  private constructor(private state: OrganizationState) {
    super();
  }

  /** A member registers an organization; they are its first admin. */
  static register(profile: OrganizationProfile, by: string, at: Date): Organization {
    const organization = new Organization({
      id: newId(),
      ...profile,
      logoUrl: null,
      status: 'pending',
      registeredBy: by,
      registeredAt: at,
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
      team: [{ userId: by, role: 'admin', addedAt: at }],
      funds: [],
    });
    organization.record(new OrganizationRegistered(organization.id, profile.name, by, at));
    return organization;
  }

  static restore(state: OrganizationState): Organization {
    return new Organization(copy(state));
  }

  toState(): OrganizationState {
    return copy(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get status(): OrganizationStatus {
    return this.state.status;
  }

  /** The member's role on the team, or null when they are not on it. */
  roleOf(userId: string): TeamRole | null {
    return this.state.team.find((m) => m.userId === userId)?.role ?? null;
  }

  /** Active funds in their order. */
  activeFunds(): FundState[] {
    return this.state.funds.filter((f) => f.archivedAt === null).sort((a, b) => a.position - b.position).map((f) => ({ ...f }));
  }

  /** An administrator verified it: it is public, and has a General Fund when it has no fund. */
  verify(by: string, at: Date): void {
    if (this.state.status !== 'pending') throw OrganizationErrors.alreadyDecided(this.state.status);
    this.state.status = 'verified';
    this.state.decidedBy = by;
    this.state.decidedAt = at;
    if (this.activeFunds().length === 0) this.addFund(GENERAL_FUND, null, at);
  }

  /** An administrator rejected it (with a reason its team sees): it stays hidden from the public. */
  reject(by: string, at: Date, reason: string): void {
    if (this.state.status !== 'pending') throw OrganizationErrors.alreadyDecided(this.state.status);
    this.state.status = 'rejected';
    this.state.decidedBy = by;
    this.state.decidedAt = at;
    this.state.rejectionReason = reason;
  }

  addTeamMember(by: string, userId: string, role: TeamRole, at: Date): void {
    this.requireAdmin(by);
    if (this.roleOf(userId)) throw OrganizationErrors.alreadyOnTeam();
    this.state.team.push({ userId, role, addedAt: at });
  }

  changeRole(by: string, userId: string, role: TeamRole): void {
    this.requireAdmin(by);
    const member = this.state.team.find((m) => m.userId === userId);
    if (!member) throw OrganizationErrors.notATeamMember();
    if (member.role === 'admin' && role !== 'admin' && this.adminCount() === 1) throw OrganizationErrors.lastAdmin();
    member.role = role;
  }

  /** An admin removes a member, or a member leaves (removes themselves). The last admin stays. */
  removeTeamMember(by: string, userId: string): void {
    if (by !== userId) this.requireAdmin(by);
    const member = this.state.team.find((m) => m.userId === userId);
    if (!member) throw OrganizationErrors.notATeamMember();
    if (member.role === 'admin' && this.adminCount() === 1) throw OrganizationErrors.lastAdmin();
    this.state.team = this.state.team.filter((m) => m.userId !== userId);
  }

  /**
   * An admin invites someone without an account by email: the same address invited again gets a new link (and the
   * new role); the email with the link is sent when OrganizationMemberInvited is published.
   */
  invite(by: string, email: string, role: TeamRole, token: { secret: string; hash: string }, at: Date): InvitationState {
    this.requireAdmin(by);
    const address = email.trim().toLowerCase();
    const invitations = (this.state.invitations ??= []);
    const existing = invitations.find((i) => i.email === address);
    const invitation: InvitationState = {
      id: existing?.id ?? newId(),
      email: address,
      role,
      tokenHash: token.hash,
      invitedBy: by,
      invitedAt: at,
      expiresAt: new Date(at.getTime() + INVITATION_DAYS * 86_400_000),
    };
    this.state.invitations = [...invitations.filter((i) => i.email !== address), invitation];
    this.record(new OrganizationMemberInvited(this.state.id, this.state.name, this.state.slug, address, role, by, token.secret, invitation.expiresAt, at));
    return { ...invitation };
  }

  /**
   * The invitation's link was used by a signed-in member: they join with its role (a member already on the team keeps
   * theirs), and the invitation is used up. An unknown, used or lapsed link is refused.
   */
  acceptInvitation(tokenHash: string, userId: string, at: Date): TeamRole {
    const invitation = (this.state.invitations ?? []).find((i) => i.tokenHash === tokenHash);
    if (!invitation || invitation.expiresAt.getTime() <= at.getTime()) throw OrganizationErrors.invitationNotValid();
    this.state.invitations = (this.state.invitations ?? []).filter((i) => i.id !== invitation.id);
    const current = this.roleOf(userId);
    if (current) return current;
    this.state.team.push({ userId, role: invitation.role, addedAt: at });
    return invitation.role;
  }

  /** Its invitations not used yet (for its admins). */
  pendingInvitations(at: Date): InvitationState[] {
    return (this.state.invitations ?? []).filter((i) => i.expiresAt.getTime() > at.getTime()).map((i) => ({ ...i }));
  }

  /**
   * A member closed their account: they leave the team whatever their role. An organization left without an admin
   * gets its longest-serving remaining member as admin (someone must be able to manage it); with nobody left, its
   * team is empty and only the platform's administrators can act for it.
   */
  removeClosedAccount(userId: string): boolean {
    const member = this.state.team.find((m) => m.userId === userId);
    if (!member) return false;
    this.state.team = this.state.team.filter((m) => m.userId !== userId);
    if (this.adminCount() === 0 && this.state.team.length > 0) {
      const longest = [...this.state.team].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime())[0];
      longest.role = 'admin';
    }
    return true;
  }

  /** A new fund, offered after the others; its name is unique (case-insensitive) among the active funds. */
  createFund(by: string, name: string, description: string | null, at: Date): FundState {
    this.requireFundManager(by);
    return this.addFund(name, description, at);
  }

  /** The fund is offered no more (its history stays); a verified organization keeps at least one. */
  archiveFund(by: string, fundId: string, at: Date): void {
    this.requireFundManager(by);
    const fund = this.state.funds.find((f) => f.id === fundId && f.archivedAt === null);
    if (!fund) throw OrganizationErrors.fundNotFound();
    if (this.state.status === 'verified' && this.activeFunds().length === 1) throw OrganizationErrors.lastFund();
    fund.archivedAt = at;
  }

  /** The active funds in a new order: every active fund's id exactly once. */
  reorderFunds(by: string, fundIds: string[]): void {
    this.requireFundManager(by);
    const active = this.activeFunds();
    const ids = new Set(fundIds);
    if (ids.size !== fundIds.length || fundIds.length !== active.length || active.some((f) => !ids.has(f.id))) {
      throw OrganizationErrors.fundOrder();
    }
    fundIds.forEach((id, position) => {
      const fund = this.state.funds.find((f) => f.id === id);
      if (fund) fund.position = position;
    });
  }

  private addFund(name: string, description: string | null, at: Date): FundState {
    const active = this.activeFunds();
    if (active.some((f) => f.name.toLowerCase() === name.toLowerCase())) throw OrganizationErrors.fundNameTaken();
    const fund: FundState = {
      id: newId(),
      name,
      description,
      position: active.reduce((max, f) => Math.max(max, f.position + 1), 0),
      createdAt: at,
      archivedAt: null,
    };
    this.state.funds.push(fund);
    return { ...fund };
  }

  private adminCount(): number {
    return this.state.team.filter((m) => m.role === 'admin').length;
  }

  /** Refuses (403) a member who is not one of its admins: only they manage the team. */
  requireAdmin(userId: string): void {
    const role = this.roleOf(userId);
    if (!role) throw OrganizationErrors.notOnTeam();
    if (role !== 'admin') throw OrganizationErrors.notAnAdmin();
  }

  private requireFundManager(userId: string): void {
    const role = this.roleOf(userId);
    if (!role) throw OrganizationErrors.notOnTeam();
    if (role !== 'admin' && role !== 'treasurer') throw OrganizationErrors.cannotManageFunds();
  }
}

function copy(state: OrganizationState): OrganizationState {
  return {
    ...state,
    registeredAt: new Date(state.registeredAt),
    decidedAt: state.decidedAt ? new Date(state.decidedAt) : null,
    team: state.team.map((m) => ({ ...m, addedAt: new Date(m.addedAt) })),
    funds: state.funds.map((f) => ({ ...f, createdAt: new Date(f.createdAt), archivedAt: f.archivedAt ? new Date(f.archivedAt) : null })),
    invitations: (state.invitations ?? []).map((i) => ({ ...i, invitedAt: new Date(i.invitedAt), expiresAt: new Date(i.expiresAt) })),
  };
}
