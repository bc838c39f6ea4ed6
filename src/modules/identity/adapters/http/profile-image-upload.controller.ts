import { Controller, HttpCode, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { UploadedFileInterceptor } from '../../../../shared-kernel/infrastructure/uploads/upload-interceptor.js';
import { MAX_IMAGE_BYTES } from '../../../../shared-kernel/infrastructure/uploads/upload-policy.js';
import { UploadService } from '../../../../shared-kernel/infrastructure/uploads/upload.service.js';
import { ProfileImageUploadResponse } from './dto/profile-image-upload.response.dto.js';

@ApiTags('identity')
@Controller('upload')
export class ProfileImageUploadController {
  constructor(private readonly uploads: UploadService) {}

  /** A profile picture (multipart field `image`): JPG, PNG, GIF or WebP up to 5 MB. Save it with PUT /api/user/profile. */
  @Post('profile-image')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @UseInterceptors(UploadedFileInterceptor('image', MAX_IMAGE_BYTES))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] } })
  @ApiOkResponse({ type: ProfileImageUploadResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async uploadProfileImage(@UploadedFile() file: Express.Multer.File | undefined): Promise<ProfileImageUploadResponse> {
    return { imageUrl: await this.uploads.accept(file, 'image') };
  }
}
