import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { UploadedFileInterceptor } from '../../../../shared-kernel/infrastructure/uploads/upload-interceptor.js';
import { MAX_IMAGE_BYTES } from '../../../../shared-kernel/infrastructure/uploads/upload-policy.js';
import { UploadService } from '../../../../shared-kernel/infrastructure/uploads/upload.service.js';
import { CreateBusinessProfile } from '../../application/create-business-profile.use-case.js';
import { DirectoryQueries } from '../../application/directory.queries.js';
import { UpdateBusinessProfile } from '../../application/update-business-profile.use-case.js';
import { BusinessProfileRequest } from './dto/business-profile.request.dto.js';
import { BusinessProfileResponse } from './dto/business-profile.response.dto.js';
import { DirectoryQuery } from './dto/directory.query.dto.js';
import { LogoUploadResponse } from './dto/logo-upload.response.dto.js';
import { UpdateBusinessProfileRequest } from './dto/update-business-profile.request.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

@ApiTags('business-network')
@Controller()
export class BusinessProfilesController {
  constructor(
    private readonly directory: DirectoryQueries,
    private readonly createProfile: CreateBusinessProfile,
    private readonly updateProfile: UpdateBusinessProfile,
    private readonly uploads: UploadService,
  ) {}

  /** The directory: every business, optionally matching words and one industry. Contact details for members only. */
  @Get('business-profiles')
  @ApiOkResponse({ type: [BusinessProfileResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listBusinessProfiles(@Query() query: DirectoryQuery, @CurrentUser() viewer?: AuthenticatedUser): Promise<BusinessProfileResponse[]> {
    const views = await this.directory.search({ text: query.search, industry: query.industry, limit: query.limit ?? 100 });
    return views.map((v) => BusinessProfileResponse.of(v, { withContact: Boolean(viewer) }));
  }

  /** One business, for signed-in members (visitors are sent to sign in). */
  @Get('business-profiles/:id')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: BusinessProfileResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getBusinessProfile(@IdParam('id') id: string): Promise<BusinessProfileResponse> {
    return BusinessProfileResponse.of(await this.directory.profile(id), { withContact: true });
  }

  /** Creates the signed-in member's business profile (one per member). */
  @Post('business-profiles')
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: BusinessProfileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async createBusinessProfile(@Body() body: BusinessProfileRequest, @CurrentUser() user: AuthenticatedUser): Promise<BusinessProfileResponse> {
    return BusinessProfileResponse.of(await this.createProfile.execute(user.id, body), { withContact: true });
  }

  /** The owner changes their business profile; send only what changes. */
  @Put('business-profiles/:id')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: BusinessProfileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateBusinessProfile(
    @IdParam('id') id: string,
    @Body() body: UpdateBusinessProfileRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BusinessProfileResponse> {
    return BusinessProfileResponse.of(await this.updateProfile.execute(id, user.id, body), { withContact: true });
  }

  /**
   * The signed-in member's own business profile; 204 with no body when they have none yet. Having none is an
   * answer, not an error: a 404 here was logged as a failed request by the browser on every page that asks.
   */
  @Get('user/business-profile')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: BusinessProfileResponse })
  @ApiNoContentResponse({ description: 'The member has no business profile yet' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async getMyBusinessProfile(
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BusinessProfileResponse | undefined> {
    const profile = await this.directory.ownProfile(user.id);
    if (!profile) {
      res.status(204);
      return undefined;
    }
    return BusinessProfileResponse.of(profile, { withContact: true });
  }

  /** A company logo (multipart field `logo`): JPG, PNG, GIF or WebP up to 5 MB. */
  @Post('upload/business-logo')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @UseInterceptors(UploadedFileInterceptor('logo', MAX_IMAGE_BYTES))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { logo: { type: 'string', format: 'binary' } }, required: ['logo'] } })
  @ApiOkResponse({ type: LogoUploadResponse })
  async uploadBusinessLogo(@UploadedFile() file: Express.Multer.File | undefined): Promise<LogoUploadResponse> {
    return { logoUrl: await this.uploads.accept(file, 'image') };
  }
}
