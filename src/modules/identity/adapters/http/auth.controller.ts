import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../../../shared-kernel/infrastructure/auth/session.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { GetCurrentUser } from '../../application/get-current-user.queries.js';
import { RegisterUser } from '../../application/register-user.use-case.js';
import { LocalAuthGuard } from '../passport/local-auth.guard.js';
import { toAuthenticatedUser } from '../passport/session.serializer.js';
import { signInLocation } from './sign-in-navigation.js';
import { isOwnSignOutNavigation } from './sign-out-navigation.js';
import { LoginRequest } from './dto/login.request.dto.js';
import { RegisterRequest } from './dto/register.request.dto.js';
import { UserResponse } from './dto/user.response.dto.js';

function logIn(req: Request, user: AuthenticatedUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

async function signOut(req: Request, res: Response): Promise<void> {
  // Without a session cookie no session was loaded (see main.ts): there is nothing to end.
  if (typeof req.logout === 'function') {
    await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
  }
  await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly currentUser: GetCurrentUser,
  ) {}

  /** Creates an account and signs it in. */
  @Post('register')
  @ApiCreatedResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Fields break a rule: `errors` names each, `message` is the first.' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The username or email is already registered.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'Too many new accounts from this address within the hour (REGISTRATIONS_PER_IP_PER_HOUR).' })
  async register(@Body() body: RegisterRequest, @Req() req: Request): Promise<UserResponse> {
    const user = await this.registerUser.execute({ ...body, ip: req.ip ?? 'unknown' });
    await logIn(req, toAuthenticatedUser(user));
    return UserResponse.of(user);
  }

  /** Signs in with a username or email and a password; the session id is regenerated. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginRequest })
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'Too many failed attempts for this account or address' })
  async login(@Req() req: Request): Promise<UserResponse> {
    return UserResponse.of(await this.currentUser.execute((req.user as AuthenticatedUser).id));
  }

  /** Ends the session. */
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await signOut(req, res);
  }

  /** Browser navigation to the sign-in screen, which comes back to the page the member was going to. */
  @Get('login')
  @ApiQuery({ name: 'next', required: false, description: 'A path on this site to return to after signing in (else the same-origin page the link was on)' })
  @ApiFoundResponse({ description: 'Redirects to /auth, with ?next=<path> when there is a page on this site to come back to' })
  loginPage(@Req() req: Request, @Res() res: Response, @Query('next') next?: unknown): void {
    res.redirect(302, signInLocation(next, req.headers, req.headers.host));
  }

  /**
   * Browser navigation: signs out, then goes home. Only the member's own navigation from this site
   * signs out; a cross-site link or an embedded image is sent home with the session untouched.
   */
  @Get('logout')
  @ApiFoundResponse({ description: 'Signs out (same-site navigation only) and redirects to /' })
  async logoutAndGoHome(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (isOwnSignOutNavigation(req.headers)) await signOut(req, res);
    res.redirect(302, '/');
  }
}
