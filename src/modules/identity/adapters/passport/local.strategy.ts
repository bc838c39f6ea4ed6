import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthenticateUser } from '../../application/authenticate-user.use-case.js';
import { toAuthenticatedUser } from './session.serializer.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';

/** passport-local over the AuthenticateUser use case: { usernameOrEmail, password }. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly authenticateUser: AuthenticateUser) {
    super({ usernameField: 'usernameOrEmail', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, usernameOrEmail: string, password: string): Promise<AuthenticatedUser> {
    const user = await this.authenticateUser.execute({ usernameOrEmail, password, ip: req.ip ?? 'unknown' });
    return toAuthenticatedUser(user);
  }
}
