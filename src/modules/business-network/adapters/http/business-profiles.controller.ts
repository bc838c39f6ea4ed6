import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { UploadedFileInterceptor } from '../../../../shared-kernel/infrastructure/uploads/upload-interceptor.js';
import { MAX_IMAGE_BYTES } from '../../../../shared-kernel/infrastructure/uploads/upload-policy.js';
import { UploadService } from '../../../../shared-kernel/infrastructure/uploads/upload.service.js';
import { BusinessProfiles } from '../../application/business-profiles.js';
import { DIRECTORY_READ_MODEL, type DirectoryReadModel } from '../../application/directory-queries.js';
import { BusinessErrors } from '../../domain/business-profile.errors.js';
import {
  BusinessProfileRequest,
  BusinessProfileResponse,
  DirectoryQuery,
  LogoUploadResponse,
  UpdateBusinessProfileRequest,
} from './dto/business.dto.js';

@ApiTags('business-network')
@Controller()
export class BusinessProfilesController {
  constructor(
    private readonly profiles: BusinessProfiles,
    @Inject(DIRECTORY_READ_MODEL) private readonly directory: DirectoryReadModel,
    private readonly uploads: UploadService,
  ) {}

  /** The directory: every business, optionally matching words and one industry. Contact details for members only. */
  @Get('business-profiles')
  @ApiOkResponse({ type: [BusinessProfileResponse] })
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
  async getBusinessProfile(@Param('id') id: string): Promise<BusinessProfileResponse> {
    const view = await this.directory.findById(id);
    if (!view) throw BusinessErrors.notFound();
    return BusinessProfileResponse.of(view, { withContact: true });
  }

  /** Creates the signed-in member's business profile (one per member). */
  @Post('business-profiles')
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: BusinessProfileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async createBusinessProfile(@Body() body: BusinessProfileRequest, @CurrentUser() user: AuthenticatedUser): Promise<BusinessProfileResponse> {
    const profile = await this.profiles.create(user.id, body);
    return BusinessProfileResponse.of((await this.directory.findById(profile.id))!, { withContact: true });
  }

  /** The owner changes their business profile; send only what changes. */
  @Put('business-profiles/:id')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: BusinessProfileResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateBusinessProfile(
    @Param('id') id: string,
    @Body() body: UpdateBusinessProfileRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BusinessProfileResponse> {
    await this.profiles.update(id, user.id, body);
    return BusinessProfileResponse.of((await this.directory.findById(id))!, { withContact: true });
  }

  /** The signed-in member's own business profile; 404 when they have none yet. */
  @Get('user/business-profile')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: BusinessProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getMyBusinessProfile(@CurrentUser() user: AuthenticatedUser): Promise<BusinessProfileResponse> {
    const view = await this.directory.findByOwner(user.id);
    if (!view) throw DomainError.notFound('no_business_profile', 'You have no business profile yet.');
    return BusinessProfileResponse.of(view, { withContact: true });
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
