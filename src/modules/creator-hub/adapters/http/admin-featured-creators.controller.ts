import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { FeatureApprovedCreator } from '../../application/feature-approved-creator.use-case.js';
import { FeatureCreatorRequest } from './dto/feature-creator.request.dto.js';
import { FeaturedCreatorResponse } from './dto/featured-creator.response.dto.js';

/** Administrators feature approved creators on the hub (401 signed out, 403 members). */
@ApiTags('creator-hub')
@Controller('admin/featured-creators')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class AdminFeaturedCreatorsController {
  constructor(private readonly feature: FeatureApprovedCreator) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: [FeaturedCreatorResponse], description: "The application's creators as featured on the hub" })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The application is not approved' })
  async featureCreator(@Body() body: FeatureCreatorRequest): Promise<FeaturedCreatorResponse[]> {
    return this.feature.execute(body.applicationId);
  }
}
