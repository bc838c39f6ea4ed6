import { Module } from '@nestjs/common';
import { FundraisingModule } from '../fundraising/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { PUBLIC_CATALOG } from './application/public-catalog.port.js';
import { PUBLIC_ORGANIZATIONS } from './application/public-organizations.port.js';
import { PublicPages } from './application/public-pages.service.js';
import { FundraisingPublicCatalog } from './adapters/fundraising/fundraising-public-catalog.js';
import { OrganizationsPublicDirectory } from './adapters/organizations/organizations-public-directory.js';

/**
 * Web: what the server says about the single-page app's pages before any script runs — per-page
 * titles, descriptions and link-preview tags, the 404 status, robots.txt and sitemap.xml. It owns
 * no data: campaigns are read through fundraising's public queries, organizations through their registry.
 */
@Module({
  imports: [FundraisingModule, OrganizationsModule],
  providers: [
    { provide: PUBLIC_CATALOG, useClass: FundraisingPublicCatalog },
    { provide: PUBLIC_ORGANIZATIONS, useClass: OrganizationsPublicDirectory },
    PublicPages,
  ],
  exports: [PublicPages],
})
export class WebModule {}
