import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../auth/guards.js';
import { ErrorResponse } from '../http/error-response.dto.js';
import { JobQueue } from './job-queue.js';
import { JobStateResponse } from './job-state.response.dto.js';

/** The background jobs and their last runs (401 signed out, 403 members). */
@ApiTags('system')
@Controller('admin/jobs')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
export class JobsController {
  constructor(private readonly jobs: JobQueue) {}

  /** Every background job: its period, its last run (when it ended, and why it failed), runs going and waiting. */
  @Get()
  @ApiOkResponse({ type: [JobStateResponse] })
  async listJobs(): Promise<JobStateResponse[]> {
    return (await this.jobs.states()).map((job) => JobStateResponse.of(job));
  }
}
