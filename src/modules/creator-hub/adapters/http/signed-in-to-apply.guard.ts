import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { ApplicationMessages } from '../../domain/sponsorship-application.errors.js';

/** 401 with the spec's own text for a visitor who tries to apply (before the body is checked). */
@Injectable()
export class SignedInToApplyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<Request>().user) {
      throw new DomainError('unauthenticated', ApplicationMessages.signedOut, 'unauthenticated');
    }
    return true;
  }
}
