import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import qrcode from 'qrcode-generator';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { IdParam } from '../../../../shared-kernel/infrastructure/http/id-param.js';
import { OrganizationQueries } from '../../application/organization.queries.js';
import { OrganizationQrQuery } from './dto/organization-qr.query.dto.js';

const NOT_ITS_FUND = 'Choose one of this organization’s funds.';

/**
 * The QR code of a verified organization's giving page, as SVG: the absolute address of /o/{slug}/give (with
 * ?fund= when one is asked for), for the printable poster at /o/{slug}/qr. Error correction M (15%): a poster
 * survives a crease or a smudge, and the code stays small enough for a phone across a lobby.
 */
export function giveQrSvg(url: string): string {
  const code = qrcode(0, 'M');
  code.addData(url, 'Byte');
  code.make();
  return code.createSvgTag({ cellSize: 8, margin: 32, scalable: true, title: { text: 'Scan to give' } } as Parameters<typeof code.createSvgTag>[0]);
}

@ApiTags('organizations')
@Controller('organizations/:id/qr.svg')
export class OrganizationQrController {
  constructor(
    private readonly queries: OrganizationQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The giving page's QR code. 404 for an unknown organization or one not verified yet (whoever asks: a poster
   * is for the public); 400 for a fund that is not one of its active funds (a printed code must not quietly
   * drop the fund it was made for).
   */
  @Get()
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'An SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getGiveQrCode(@IdParam('id') id: string, @Query() query: OrganizationQrQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const organization = await this.queries.profile(id);
    if (query.fund && !organization.funds.some((fund) => fund.id === query.fund && !fund.archivedAt)) {
      throw DomainError.validation('fund', NOT_ITS_FUND, 'fund_not_offered');
    }
    const site = this.config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
    const url = `${site}/o/${encodeURIComponent(organization.slug)}/give${query.fund ? `?fund=${query.fund}` : ''}`;
    res
      .status(200)
      .set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-cache' })
      .send(giveQrSvg(url));
  }
}
