import { Module } from '@nestjs/common';
import { FundraisingModule } from '../fundraising/index.js';
import { PUBLIC_CATALOG } from './application/public-catalog.port.js';
import { PublicPages } from './application/public-pages.service.js';
import { FundraisingPublicCatalog } from './adapters/fundraising/fundraising-public-catalog.js';

/**
 * Web: what the server says about the single-page app's pages before any script runs — per-page
 * titles, descriptions and link-preview tags, the 404 status, robots.txt and sitemap.xml. It owns
 * no data: campaigns are read through fundraising's public queries.
 */
@Module({
  imports: [FundraisingModule],
  providers: [{ provide: PUBLIC_CATALOG, useClass: FundraisingPublicCatalog }, PublicPages],
  exports: [PublicPages],
})
export class WebModule {}
