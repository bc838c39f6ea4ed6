import { Module } from '@nestjs/common';

/** The fundraising bounded context. Its capabilities arrive with their issues; the module is wired now. */
@Module({})
export class FundraisingModule {}
