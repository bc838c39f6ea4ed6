import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { UserErrors } from '../../domain/user.errors.js';

/**
 * Checks the sign-in form, runs the local strategy and starts the session (passport
 * regenerates the session id at login, so a planted id is never promoted).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const login = body.usernameOrEmail ?? body.username ?? body.email;
    if (typeof login !== 'string' || !login.trim() || typeof body.password !== 'string' || !body.password) {
      throw new DomainError(
        'missing_credentials',
        'Please enter your username or email and your password',
        'validation',
        { usernameOrEmail: ['Please enter your username or email and your password'] },
      );
    }
    body.usernameOrEmail = login;
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return ok;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw UserErrors.invalidCredentials();
    return user;
  }
}
