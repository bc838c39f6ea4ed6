import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class OrganizationQrQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'One of the organization’s active funds: the code opens the giving page with it chosen' })
  @IsOptional()
  @IsUUID('all', { message: 'Choose one of this organization’s funds.' })
  fund?: string;
}
