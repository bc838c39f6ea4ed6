import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { platformUsername } from '../../../application/platform-input.rules.js';
import { Satisfies } from './field-rules.js';

/** A photo-sharing or short-video username, with or without the @; arrives lower-cased without it. */
export const UsernameField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ description: 'The username, with or without @', example: 'hopeinmotion' }),
    Satisfies('isPlatformUsername', (v) => typeof v === 'string' && platformUsername(v) === v, 'Please provide a valid username'),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (platformUsername(value) ?? value) : value)),
  );

/** A photo-sharing or short-video creator, by username. */
export class PlatformUserQuery {
  @UsernameField() username: string;
}
