import { Controller, HttpCode, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SignedInGuard } from '../auth/guards.js';
import { ErrorResponse } from '../http/error-response.dto.js';
import { UploadedFileInterceptor } from './upload-interceptor.js';
import { UploadService } from './upload.service.js';

export class UploadResponse {
  @ApiProperty({ example: '/uploads/7d2c0b8e-....jpg' }) url: string;
}

@ApiTags('uploads')
@Controller('upload')
export class UploadsController {
  constructor(private readonly uploads: UploadService) {}

  /**
   * One file per call in the multipart field `image`: campaign images (JPG, PNG, GIF, WebP, at
   * most 5 MB) and videos (MP4, WebM, MOV, at most 100 MB). Signed-in members only.
   */
  @Post()
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @UseInterceptors(UploadedFileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] } })
  @ApiOkResponse({ type: UploadResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async uploadFile(@UploadedFile() file: Express.Multer.File | undefined): Promise<UploadResponse> {
    return { url: await this.uploads.accept(file, 'image-or-video') };
  }
}
