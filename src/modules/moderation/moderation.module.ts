import { Module } from '@nestjs/common';

/** The moderation bounded context. Its capabilities arrive with their issues; the module is wired now. */
@Module({})
export class ModerationModule {}
