import { ApiProperty } from '@nestjs/swagger';

export class ProfileImageUploadResponse {
  @ApiProperty({ example: '/uploads/4f0c2a9e.jpg', description: 'Save it with PUT /api/user/profile as profileImageUrl' })
  imageUrl: string;
}
