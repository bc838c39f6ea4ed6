import { Inject, Injectable } from '@nestjs/common';
import { USER_REPOSITORY, type UserCard, type UserRepository } from '../domain/user.repository.js';

/** A member's public card: what other members may see next to their campaigns or profiles. */
export type MemberCard = UserCard;

/** What other contexts may ask identity. Exposed through the context's index.ts. */
@Injectable()
export class IdentityDirectory {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  /** Members of the community: every registered account. */
  countMembers(): Promise<number> {
    return this.users.countMembers();
  }

  /** Ids of the accounts with these usernames (case-insensitive). */
  async findByUsernames(usernames: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const username of usernames) {
      const user = await this.users.findByLogin(username);
      if (user && user.username.toLowerCase() === username.toLowerCase()) found.set(username, user.id);
    }
    return found;
  }

  /** The open account with this username (case-insensitive) or email, or null (an organization adds team members so). */
  async findByUsernameOrEmail(usernameOrEmail: string): Promise<{ id: string; username: string } | null> {
    const user = await this.users.findByLogin(usernameOrEmail);
    return user && !user.isClosed ? { id: user.id, username: user.username } : null;
  }

  /** Members' emails, for the organiser's donor list of their own campaign (not for public lists). */
  contactEmails(ids: string[]): Promise<Map<string, string>> {
    return this.users.emailsOf([...new Set(ids)]);
  }

  /** Of these members, those who closed their accounts. */
  closedAmong(ids: string[]): Promise<Set<string>> {
    return this.users.closedAmong([...new Set(ids)]);
  }

  async memberCards(ids: string[]): Promise<Map<string, MemberCard>> {
    const cards = await this.users.cardsOf([...new Set(ids)]);
    return new Map(cards.map((card) => [card.id, card]));
  }
}
