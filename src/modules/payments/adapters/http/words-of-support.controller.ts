import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiScopeRequired } from '../../../../shared-kernel/infrastructure/auth/api-scope.js';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import { CurrentUser, SignedInGuard } from '../../../../shared-kernel/infrastructure/auth/guards.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { WordsOfSupport, type WordOfSupport } from '../../application/words-of-support.queries.js';
import { WordOfSupportResponse } from './dto/word-of-support.response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';

function responseOf(word: WordOfSupport): WordOfSupportResponse {
  return { id: word.donationId, name: word.name, message: word.message, createdAt: word.givenAt.toISOString(), hidden: word.hidden };
}

@ApiTags('payments')
@Controller('campaigns/:id/words-of-support')
export class WordsOfSupportController {
  constructor(private readonly words: WordsOfSupport) {}

  /** Messages donors left with their gifts, newest first (anonymous gifts without a name). The organiser also sees hidden ones. */
  @ApiScopeRequired('campaigns:read')
  @Get()
  @ApiOkResponse({ type: [WordOfSupportResponse] })
  async listWordsOfSupport(@IdParam('id') id: string, @CurrentUser() viewer?: AuthenticatedUser): Promise<WordOfSupportResponse[]> {
    return (await this.words.list(id, viewer)).map(responseOf);
  }

  /** The organiser (or an admin) hides a message from the campaign page; the gift stays. */
  @ApiScopeRequired('campaigns:write')
  @Post(':donationId/hide')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: WordOfSupportResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async hideWordOfSupport(
    @IdParam('id') id: string,
    @IdParam('donationId') donationId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<WordOfSupportResponse> {
    return responseOf(await this.words.setHidden(id, donationId, true, viewer));
  }

  /** Shows a hidden message again. */
  @ApiScopeRequired('campaigns:write')
  @Post(':donationId/unhide')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: WordOfSupportResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async unhideWordOfSupport(
    @IdParam('id') id: string,
    @IdParam('donationId') donationId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<WordOfSupportResponse> {
    return responseOf(await this.words.setHidden(id, donationId, false, viewer));
  }
}
