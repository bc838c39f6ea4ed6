import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'unavailable'] }) status: 'ok' | 'unavailable';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /** 200 when the app and its database answer; 503 when the database does not. */
  @Get()
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    try {
      await Promise.race([
        this.em.fork().execute('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      res.status(503);
      return { status: 'unavailable', database: 'down' };
    }
  }
}
