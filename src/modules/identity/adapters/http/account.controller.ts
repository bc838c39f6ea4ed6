import { Body, Controller, Delete, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { SESSION_COOKIE } from '../../../../shared-kernel/infrastructure/auth/session.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { ChangePassword } from '../../application/change-password.use-case.js';
import { CloseAccount } from '../../application/close-account.use-case.js';
import { ConfirmEmailVerification, RequestEmailVerification } from '../../application/email-verification.use-case.js';
import { RequestPasswordReset } from '../../application/request-password-reset.use-case.js';
import { ResetPassword } from '../../application/reset-password.use-case.js';
import { ChangePasswordRequest } from './dto/change-password.request.dto.js';
import { CloseAccountRequest } from './dto/close-account.request.dto.js';
import { EmailVerificationConfirmRequest } from './dto/email-verification-confirm.request.dto.js';
import { PasswordResetConfirmRequest } from './dto/password-reset-confirm.request.dto.js';
import { PasswordResetRequest } from './dto/password-reset.request.dto.js';
import { AccountMessage } from './dto/account-message.response.dto.js';
import { UserResponse } from './dto/user.response.dto.js';


/** A way back into an account, and a member's own password, address and account (issue 14). */
@ApiTags('identity')
@Controller()
export class AccountController {
  constructor(
    private readonly requestReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly changePasswordUseCase: ChangePassword,
    private readonly requestVerification: RequestEmailVerification,
    private readonly confirmVerification: ConfirmEmailVerification,
    private readonly closeAccount: CloseAccount,
  ) {}

  /**
   * Sends a link to set a new password (valid one hour) when the address belongs to an account. The answer
   * is the same whether or not it does.
   */
  @Post('password-reset')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: AccountMessage })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 5 requests for the address, or 30 from the network, within the hour.' })
  async requestPasswordReset(@Body() body: PasswordResetRequest, @Req() req: Request): Promise<AccountMessage> {
    await this.requestReset.execute({ email: body.email, ip: req.ip ?? 'unknown' });
    return { message: 'If an account uses that address, we have sent it a link to set a new password. The link works for one hour.' };
  }

  /** Sets a new password from the emailed link; the link works once; every session of the member ends. */
  @Post('password-reset/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: AccountMessage })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The link is not valid, was used, or expired (code invalid_reset_token), or the password breaks the policy.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 20 attempts from the network, or 10 with a valid link of the same account, within 15 minutes.' })
  async confirmPasswordReset(@Body() body: PasswordResetConfirmRequest, @Req() req: Request): Promise<AccountMessage> {
    await this.resetPassword.execute({ ...body, ip: req.ip ?? 'unknown' });
    return { message: 'Your password has been changed. Please sign in with your new password.' };
  }

  /** Changes the signed-in member's password; their other sessions end, this one stays. */
  @Put('user/password')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: AccountMessage })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The current password is wrong (wrong_password) or the new one breaks the policy.' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: "Too many password checks: counted with the account's sign-ins (LOGIN_MAX_FAILURES_PER_ACCOUNT in 15 minutes)." })
  async changePassword(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangePasswordRequest, @Req() req: Request): Promise<AccountMessage> {
    await this.changePasswordUseCase.execute({ userId: user.id, sessionId: req.sessionID, ...body, ip: req.ip ?? 'unknown' });
    return { message: 'Your password has been changed. Other devices have been signed out.' };
  }

  /** Sends the signed-in member a new link to verify their address. */
  @Post('user/email-verification')
  @HttpCode(202)
  @UseGuards(SignedInGuard)
  @ApiAcceptedResponse({ type: AccountMessage })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The address is already verified.' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 5 links for the member, or 30 from the network, within the hour.' })
  async resendVerification(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<AccountMessage> {
    await this.requestVerification.execute(user.id, req.ip ?? 'unknown');
    return { message: `We have sent a verification link to ${user.email}.` };
  }

  /** Marks the address verified from the emailed link (the page /verify-email?token=… calls this). */
  @Post('user/email-verification/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The link is not valid, was used, or expired (code invalid_verification_token).' })
  async confirmEmailVerification(@Body() body: EmailVerificationConfirmRequest): Promise<UserResponse> {
    return UserResponse.of(await this.confirmVerification.execute(body.token));
  }

  /**
   * Closes the signed-in member's account (confirmed with the password): personal details erased, campaigns
   * with gifts archived and others deleted, gifts kept without the donor's name, every session ended.
   */
  @Delete('user')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The password is wrong (wrong_password).' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: "Too many password checks: counted with the account's sign-ins." })
  async close(@CurrentUser() user: AuthenticatedUser, @Body() body: CloseAccountRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.closeAccount.execute({ userId: user.id, password: body.password, ip: req.ip ?? 'unknown' });
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}
