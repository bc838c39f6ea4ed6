import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../../domain/domain-error.js';
import type { AuthenticatedUser } from '../../application/authenticated-user.js';
import { ApiKeyErrors, apiKeyOf } from './api-scope.js';

export const NOT_SIGNED_IN = () => new DomainError('unauthenticated', 'Authentication required', 'unauthenticated');

function userOf(context: ExecutionContext): AuthenticatedUser | undefined {
  return context.switchToHttp().getRequest<Request>().user as AuthenticatedUser | undefined;
}

/** 401 unless the request carries a signed-in session. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!userOf(context)) throw NOT_SIGNED_IN();
    return true;
  }
}

/** 401 when signed out, 403 for members who are not administrators, and for any API key (an administrator's too). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = userOf(context);
    if (!user) throw NOT_SIGNED_IN();
    if (apiKeyOf(context.switchToHttp().getRequest<Request>())) throw ApiKeyErrors.adminPath();
    if (!user.isAdmin) throw new DomainError('forbidden', "You don't have permission to access this page.", 'forbidden');
    return true;
  }
}

/** The signed-in user (guarded routes) or undefined (open routes). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => userOf(context));
