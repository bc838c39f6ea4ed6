import { ApiProperty } from '@nestjs/swagger';

export class LogoUploadResponse {
  @ApiProperty() logoUrl: string;
}
