import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The documented shape of every error answer. */
export class ErrorResponse {
  @ApiProperty({ description: 'A human message, shown to people as it is.', example: 'Please enter a valid phone number' })
  message: string;

  @ApiProperty({ description: 'A stable machine code.', example: 'validation_failed' })
  code: string;

  @ApiPropertyOptional({
    description: 'Per-field messages, on validation errors.',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'On 500 answers: quote it to support.' })
  correlationId?: string;
}
