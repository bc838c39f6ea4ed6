import type { DomainEvent } from '../../../shared-kernel/domain.js';

export interface UserRegistered extends DomainEvent {
  type: 'UserRegistered';
  userId: string;
  username: string;
  email: string;
}

export interface UserRoleChanged extends DomainEvent {
  type: 'UserRoleChanged';
  userId: string;
  isAdmin: boolean;
}
