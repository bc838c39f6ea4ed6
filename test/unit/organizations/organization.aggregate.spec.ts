import { describe, expect, it } from '@jest/globals';
import { Organization, type OrganizationProfile } from '../../../src/modules/organizations/domain/organization.aggregate.js';
import { OrganizationRegistered } from '../../../src/modules/organizations/domain/organization.events.js';
import { OrganizationSlug } from '../../../src/modules/organizations/domain/organization-slug.value-object.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const now = new Date('2026-12-08T10:00:00Z');
const later = new Date('2026-12-09T09:30:00Z');
const founder = '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01';
const treasurer = '1c7a2d63-7a9f-4a66-8e4d-3a7c9d8e2f02';
const counter = '2d8b3e74-8b0a-4b77-9f5e-4b8d0e9f3a03';
const stranger = '3e9c4f85-9c1b-4c88-8a6f-5c9e1f0a4b04';
const moderator = '9a1e2d3c-4b5a-4c6d-8e7f-001122334455';

const profile: OrganizationProfile = {
  slug: 'grace-chapel',
  name: 'Grace Chapel',
  kind: 'church',
  ein: '12-3456789',
  city: 'Nashville',
  state: 'TN',
  website: null,
};

/** A registered organization with a treasurer and a counter besides its founder (admin). */
function withTeam(): Organization {
  const organization = Organization.register(profile, founder, now);
  organization.pullEvents();
  organization.addTeamMember(founder, treasurer, 'treasurer', now);
  organization.addTeamMember(founder, counter, 'counter', now);
  return organization;
}

function refusal(action: () => unknown): { code: string; kind: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, kind: error.kind };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Organization', () => {
  it('is registered pending, with its founder as its only admin and no fund, and records OrganizationRegistered', () => {
    const organization = Organization.register(profile, founder, now);
    expect(organization.status).toBe('pending');
    expect(organization.toState().team).toEqual([{ userId: founder, role: 'admin', addedAt: now }]);
    expect(organization.activeFunds()).toEqual([]);
    expect(organization.pullEvents()).toEqual([new OrganizationRegistered(organization.id, 'Grace Chapel', founder, now)]);
  });

  it('gets a General Fund when verified without funds, none when it has one, and is decided once', () => {
    const bare = withTeam();
    bare.verify(moderator, later);
    expect(bare.status).toBe('verified');
    expect(bare.activeFunds().map((f) => f.name)).toEqual(['General Fund']);
    expect(refusal(() => bare.verify(moderator, later))).toEqual({ code: 'organization_already_reviewed', kind: 'conflict' });
    expect(refusal(() => bare.reject(moderator, later, 'no'))).toEqual({ code: 'organization_already_reviewed', kind: 'conflict' });

    const prepared = withTeam();
    prepared.createFund(treasurer, 'Tithes', null, now);
    prepared.verify(moderator, later);
    expect(prepared.activeFunds().map((f) => f.name)).toEqual(['Tithes']);
  });

  it('lets only its admins manage the team, refuses a member twice, and keeps the last admin', () => {
    const organization = withTeam();
    expect(refusal(() => organization.addTeamMember(treasurer, stranger, 'counter', now))).toEqual({ code: 'not_organization_admin', kind: 'forbidden' });
    expect(refusal(() => organization.addTeamMember(stranger, stranger, 'admin', now))).toEqual({ code: 'not_on_team', kind: 'forbidden' });
    expect(refusal(() => organization.addTeamMember(founder, counter, 'admin', now))).toEqual({ code: 'already_on_team', kind: 'conflict' });
    expect(refusal(() => organization.changeRole(founder, founder, 'treasurer'))).toEqual({ code: 'last_admin', kind: 'conflict' });
    expect(refusal(() => organization.removeTeamMember(founder, founder))).toEqual({ code: 'last_admin', kind: 'conflict' });
    expect(refusal(() => organization.removeTeamMember(counter, treasurer))).toEqual({ code: 'not_organization_admin', kind: 'forbidden' });
    expect(refusal(() => organization.changeRole(founder, stranger, 'admin'))).toEqual({ code: 'team_member_not_found', kind: 'not_found' });

    organization.removeTeamMember(counter, counter); // a member leaves
    organization.changeRole(founder, treasurer, 'admin');
    organization.removeTeamMember(founder, founder); // no longer the last admin
    expect(organization.toState().team.map((m) => [m.userId, m.role])).toEqual([[treasurer, 'admin']]);
  });

  it('lets admins and treasurers manage funds: names unique among active ones (case-insensitive), counters refused', () => {
    const organization = withTeam();
    const missions = organization.createFund(founder, 'Missions', 'Abroad', now);
    organization.createFund(treasurer, 'Building', null, now);
    expect(refusal(() => organization.createFund(treasurer, 'MISSIONS', null, now))).toEqual({ code: 'fund_name_taken', kind: 'conflict' });
    expect(refusal(() => organization.createFund(counter, 'Youth', null, now))).toEqual({ code: 'cannot_manage_funds', kind: 'forbidden' });
    expect(refusal(() => organization.archiveFund(counter, missions.id, now))).toEqual({ code: 'cannot_manage_funds', kind: 'forbidden' });

    organization.archiveFund(treasurer, missions.id, later);
    expect(organization.activeFunds().map((f) => f.name)).toEqual(['Building']);
    expect(organization.toState().funds.find((f) => f.id === missions.id)?.archivedAt).toEqual(later);
    expect(refusal(() => organization.archiveFund(founder, missions.id, later))).toEqual({ code: 'fund_not_found', kind: 'not_found' });
    expect(organization.createFund(founder, 'missions', null, later).name).toBe('missions');
  });

  it('keeps a verified organization at least one active fund; a pending one may archive its last', () => {
    const pending = withTeam();
    const only = pending.createFund(founder, 'Only', null, now);
    pending.archiveFund(founder, only.id, now);
    expect(pending.activeFunds()).toEqual([]);

    const verified = withTeam();
    verified.verify(moderator, later);
    const [general] = verified.activeFunds();
    expect(refusal(() => verified.archiveFund(founder, general!.id, later))).toEqual({ code: 'last_fund', kind: 'conflict' });
  });

  it('reorders the active funds only when given each of them exactly once', () => {
    const organization = withTeam();
    const a = organization.createFund(founder, 'A', null, now);
    const b = organization.createFund(founder, 'B', null, now);
    const c = organization.createFund(founder, 'C', null, now);
    organization.archiveFund(founder, c.id, now);
    const d = organization.createFund(founder, 'D', null, now);

    organization.reorderFunds(treasurer, [d.id, a.id, b.id]);
    expect(organization.activeFunds().map((f) => f.name)).toEqual(['D', 'A', 'B']);
    for (const ids of [[d.id, a.id], [d.id, a.id, b.id, b.id], [d.id, a.id, c.id], [d.id, a.id, b.id, c.id]]) {
      expect(refusal(() => organization.reorderFunds(founder, ids))).toEqual({ code: 'validation_failed', kind: 'validation' });
    }
    expect(refusal(() => organization.reorderFunds(counter, [d.id, a.id, b.id]))).toEqual({ code: 'cannot_manage_funds', kind: 'forbidden' });
    expect(organization.activeFunds().map((f) => f.name)).toEqual(['D', 'A', 'B']);
    // A new fund comes after the others.
    expect(organization.createFund(founder, 'E', null, now).position).toBeGreaterThan(Math.max(...organization.activeFunds().slice(0, 3).map((f) => f.position)));
  });
});

describe('Organization: invitations and closed accounts', () => {
  const secret = { secret: 's3cret-link', hash: 'hash-of-s3cret' };

  it('lets its admins invite an email (lower-cased; a second invitation replaces the first), and the link joins once with its role', () => {
    const organization = withTeam();
    expect(refusal(() => organization.invite(treasurer, 'Phoebe@Example.org', 'counter', secret, now))).toEqual({ code: 'not_organization_admin', kind: 'forbidden' });
    organization.invite(founder, 'Phoebe@Example.org', 'counter', { secret: 'old', hash: 'old-hash' }, now);
    const invitation = organization.invite(founder, 'phoebe@example.org', 'treasurer', secret, later);
    expect(invitation).toMatchObject({ email: 'phoebe@example.org', role: 'treasurer', expiresAt: new Date(later.getTime() + 14 * 86_400_000) });
    expect(organization.pendingInvitations(later)).toHaveLength(1);
    expect(refusal(() => organization.acceptInvitation('old-hash', stranger, later))).toEqual({ code: 'invitation_not_valid', kind: 'not_found' });
    expect(organization.acceptInvitation(secret.hash, stranger, later)).toBe('treasurer');
    expect(organization.roleOf(stranger)).toBe('treasurer');
    expect(refusal(() => organization.acceptInvitation(secret.hash, stranger, later))).toEqual({ code: 'invitation_not_valid', kind: 'not_found' });
  });

  it('refuses a lapsed link', () => {
    const organization = withTeam();
    organization.invite(founder, 'phoebe@example.org', 'counter', secret, now);
    const lapsed = new Date(now.getTime() + 15 * 86_400_000);
    expect(organization.pendingInvitations(lapsed)).toEqual([]);
    expect(refusal(() => organization.acceptInvitation(secret.hash, stranger, lapsed))).toEqual({ code: 'invitation_not_valid', kind: 'not_found' });
  });

  it('takes a closed account off the team, and gives an admin-less team its longest-serving member as admin', () => {
    const organization = withTeam();
    expect(organization.removeClosedAccount(stranger)).toBe(false);
    expect(organization.removeClosedAccount(founder)).toBe(true);
    expect([organization.roleOf(founder), organization.roleOf(treasurer), organization.roleOf(counter)]).toEqual([null, 'admin', 'counter']);
  });
});

describe('OrganizationSlug', () => {
  it('makes a readable name, numbered for the second of a name, never shaped like an id', () => {
    expect(OrganizationSlug.fromName('Grace Chapel').value).toBe('grace-chapel');
    expect(OrganizationSlug.fromName('St. Mary’s Church & School').value).toBe('st-mary-s-church-and-school');
    expect(OrganizationSlug.fromName('Grace Chapel').numbered(2).value).toBe('grace-chapel-2');
    expect(OrganizationSlug.fromName('Grace Chapel').numbered(1).value).toBe('grace-chapel');
    expect(OrganizationSlug.fromName('!!!').value).toBe('organization');
    expect(OrganizationSlug.fromName('9a1e2d3c-4b5a-4c6d-8e7f-001122334455').value).toBe('organization-9a1e2d3c');
  });
});
