import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_CATALOG, type PublicCampaign, type PublicCatalog } from './public-catalog.port.js';
import { PUBLIC_ORGANIZATIONS, type PublicOrganization, type PublicOrganizations } from './public-organizations.port.js';

export const SITE_NAME = 'Faith Collective';
const HOME_TITLE = 'Faith Collective | Uniting Christians Worldwide';
const SITE_DESCRIPTION =
  'Join Faith Collective: give to Christian ministries with a 0% platform fee, connect with Christian-owned businesses, and support faith-based creators.';
const DEFAULT_IMAGE = '/images/hero-sunrise.webp';
/** The meta description (and og:description) is cut to this many characters (spec: campaign detail). */
export const DESCRIPTION_MAX = 160;

/** The picture the browser should fetch before any script runs (the page's largest paint). */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * What the page shows before its script runs (the server's HTML inside the app's root, replaced by the app's
 * first render): the part that paints first and largest, so the first paint waits for no JavaScript.
 */
export type PageShell =
  | { kind: 'hero'; heading: string; subheading: string; image: { src: string; alt: string } }
  | { kind: 'campaign'; title: string; image: PreloadImage | null }
  | { kind: 'campaigns'; campaigns: { title: string; description: string; image: PreloadImage | null }[] }
  /** A static page whose first screen the web adapter knows by its path. */
  | { kind: 'page'; path: string };

/** What the server's HTML says about a page before any script runs: for browsers, crawlers and link previews. */
export interface PageDescription {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the canonical address; null for pages no one should share or index. */
  canonicalPath: string | null;
  /** og:image: a site path or an absolute URL. */
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  /** false: `noindex` (private screens, the 404 page). */
  index: boolean;
  preload: PreloadImage | null;
  shell: PageShell | null;
}

interface StaticPage {
  title: string;
  description?: string;
  image?: string;
  preload?: PreloadImage;
  index?: boolean;
  shell?: PageShell;
}

const withSite = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** The public pages, with the titles and descriptions their screens set (frontend usePageMeta). */
const PAGES: Record<string, StaticPage> = {
  '/': {
    title: HOME_TITLE,
    preload: { href: '/images/hero-sunrise.webp' },
    shell: {
      kind: 'hero',
      heading: 'Uniting Christians Worldwide',
      subheading: 'One community for believers of every denomination: serving, giving and growing together in faith.',
      image: { src: '/images/hero-sunrise.webp', alt: 'Sunrise over green hills with a small white chapel' },
    },
  },
  '/donate': {
    title: 'Donate to Christian Campaigns',
    shell: { kind: 'campaigns', campaigns: [] },
    description: 'Give to ministries, missions and families in need. Organizers pay a 0% platform fee on Faith Collective.',
    image: '/images/hero-ministries.webp',
  },
  '/business': {
    title: 'Christian Business Network',
    description:
      'Find Christian-owned businesses in the Faith Collective directory, and join the network with a monthly membership or a free founding-member place.',
    image: '/images/hero-business.webp',
    preload: { href: '/images/hero-business.webp' },
    shell: { kind: 'page', path: '/business' },
  },
  '/sponsored-creators': {
    title: 'Sponsored Content Hub',
    description:
      'Meet the Christian creators Faith Collective sponsors: worship, scripture and service on YouTube, Instagram and TikTok. Apply for sponsorship to share your faith through your content.',
    image: '/images/hero-creators.webp',
    shell: { kind: 'page', path: '/sponsored-creators' },
  },
  '/about': {
    title: 'About',
    description:
      'Faith Collective is a registered 501(c)(3) nonprofit uniting Christians through giving, a business network, creator sponsorship and community.',
    image: '/images/mission-hands.webp',
  },
  '/auth': {
    title: 'Sign in or join',
    description: 'Sign in to Faith Collective, or create a free account to give, connect and create.',
    shell: { kind: 'page', path: '/auth' },
  },
  '/developers': {
    title: 'Developers',
    description: 'Call the Faith Collective API from your own software: API keys with scopes, idempotent writes, rate limits and the OpenAPI contract.',
  },
  '/terms': { title: 'Terms of Service' },
  '/privacy': { title: 'Privacy Policy' },
  '/cookies': {
    title: 'Cookie Policy',
    description:
      'The one cookie Faith Collective sets to keep you signed in, what your browser keeps for you, and what our payment processor sets on the payment step.',
  },
};

/** Paths listed in the sitemap besides the campaigns. */
export const SITEMAP_PAGES = ['/', '/donate', '/business', '/sponsored-creators', '/about', '/developers', '/terms', '/privacy', '/cookies'];

/** Never crawled: accounts, checkouts, forms and the API. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/profile',
  '/manage-campaigns',
  '/donate/checkout/',
  '/donate/create',
  '/donate/edit/',
  '/donate/success',
  '/membership/checkout/',
  '/monthly-gift/',
  '/unsubscribe',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/payouts/',
  '/auth-test',
];

const KIND_WORDS: Record<string, string> = { church: 'a church', ministry: 'a ministry', nonprofit: 'a nonprofit' };

/**
 * An organization's description, the same words its page sets (frontend/src/components/organizations/organizations-api.ts,
 * organizationDescription): "Give to Grace Chapel, a church in Nashville, TN, on Faith Collective."
 */
export function organizationDescription(organization: Pick<PublicOrganization, 'name' | 'kind' | 'city' | 'state'>): string {
  const kind = KIND_WORDS[organization.kind] ?? 'an organization';
  return excerpt(`Give to ${organization.name}, ${kind} in ${organization.city}, ${organization.state}, on ${SITE_NAME}: choose a fund and give online.`);
}

/** The description cut to 160 characters at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** srcset of a stored picture: the WebP widths made at upload (GET /uploads/{key}?w=). Null for other addresses. */
export function uploadSrcSet(image: string | null): string | null {
  if (!image || !/^\/uploads\/[A-Za-z0-9_-]+\.(jpe?g|png|webp|avif)$/i.test(image)) return null;
  return [480, 800, 1200].map((w) => `${image}?w=${w} ${w}w`).join(', ');
}

/**
 * Sizes of the campaign page's main picture, as the page gives them (frontend/src/lib/image-variants.ts): full width
 * below the lg breakpoint (992 px; campaign-pages.css), then a column of about 740 px.
 */
export const CAMPAIGN_IMAGE_SIZES = '(max-width: 991.98px) 100vw, 760px';
/** Sizes of a card's picture in the campaign grid (frontend/src/lib/image-variants.ts). */
export const CARD_IMAGE_SIZES = '(max-width: 679px) 100vw, (max-width: 1023px) 50vw, 380px';
/** The cards of /donate the server's page shell shows (the first row on a phone and a laptop). */
const SHELL_CARDS = 3;

function pictureOf(image: string | null, sizes: string): PreloadImage | null {
  if (!image) return null;
  const srcset = uploadSrcSet(image);
  return { href: image, ...(srcset ? { srcset, sizes } : {}) };
}

/** Describes a page of the single-page app for the server's HTML (title, description, previews, 404 status). */
@Injectable()
export class PublicPages {
  constructor(
    @Inject(PUBLIC_CATALOG) private readonly catalog: PublicCatalog,
    @Inject(PUBLIC_ORGANIZATIONS) private readonly organizations: PublicOrganizations,
  ) {}

  /**
   * @param path the request path (no query)
   * @param knownRoute whether a screen of the app answers this path (the client router's table)
   */
  async describe(path: string, knownRoute: boolean): Promise<PageDescription> {
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const campaignSlug = /^\/donate\/([^/]+)$/.exec(normalised)?.[1];
    if (campaignSlug && !['create', 'success'].includes(campaignSlug)) {
      let slug: string;
      try {
        slug = decodeURIComponent(campaignSlug);
      } catch {
        return this.notFound();
      }
      const campaign = await this.catalog.campaign(slug);
      return campaign ? this.campaignPage(campaign) : this.campaignNotFound();
    }
    // An organization's page and its giving page: its own title and preview once verified, else the 404.
    const organizationPath = /^\/o\/([^/]+)(\/give)?$/i.exec(normalised);
    if (organizationPath && knownRoute) {
      let slug: string;
      try {
        slug = decodeURIComponent(organizationPath[1]!);
      } catch {
        return this.notFound();
      }
      const organization = await this.organizations.organization(slug);
      return organization ? this.organizationPage(organization, organizationPath[2] !== undefined) : this.notFound();
    }
    if (!knownRoute) return this.notFound();
    const page = PAGES[normalised];
    if (!page) {
      // A private or per-member screen (profile, checkout, admin…): the site's own preview, never indexed.
      return { ...this.site(), canonicalPath: null, index: false };
    }
    let shell = page.shell ?? null;
    let preload = page.preload ?? null;
    if (shell?.kind === 'campaigns') {
      // The first cards of the listing, the first one's picture fetched before any script runs.
      const campaigns = (await this.catalog.liveCampaigns(SHELL_CARDS)).map((c) => ({
        title: c.title,
        description: c.description,
        image: pictureOf(c.image, CARD_IMAGE_SIZES),
      }));
      shell = { kind: 'campaigns', campaigns };
      preload = campaigns[0]?.image ?? null;
    }
    return {
      status: 200,
      title: withSite(page.title),
      description: page.description ?? SITE_DESCRIPTION,
      canonicalPath: normalised,
      image: page.image ?? DEFAULT_IMAGE,
      imageAlt: SITE_NAME,
      type: 'website',
      index: page.index ?? true,
      preload,
      shell,
    };
  }

  liveCampaigns(): Promise<PublicCampaign[]> {
    return this.catalog.liveCampaigns();
  }

  private campaignPage(campaign: PublicCampaign): PageDescription {
    const srcset = uploadSrcSet(campaign.image);
    const preload = pictureOf(campaign.image, CAMPAIGN_IMAGE_SIZES);
    return {
      status: 200,
      title: withSite(campaign.title),
      description: excerpt(campaign.description) || SITE_DESCRIPTION,
      canonicalPath: `/donate/${encodeURIComponent(campaign.slug)}`,
      image: campaign.image ? (srcset ? `${campaign.image}?w=1200` : campaign.image) : DEFAULT_IMAGE,
      imageAlt: campaign.title,
      type: 'article',
      index: true,
      preload,
      shell: { kind: 'campaign', title: campaign.title, image: preload },
    };
  }

  private organizationPage(organization: PublicOrganization, give: boolean): PageDescription {
    const path = `/o/${encodeURIComponent(organization.slug)}${give ? '/give' : ''}`;
    return {
      status: 200,
      title: withSite(give ? `Give to ${organization.name}` : organization.name),
      description: organizationDescription(organization),
      canonicalPath: path,
      image: organization.logoUrl ?? DEFAULT_IMAGE,
      imageAlt: organization.logoUrl ? organization.name : SITE_NAME,
      type: 'website',
      index: true,
      preload: null,
      shell: null,
    };
  }

  private site(): PageDescription {
    return {
      status: 200,
      title: HOME_TITLE,
      description: SITE_DESCRIPTION,
      canonicalPath: '/',
      image: DEFAULT_IMAGE,
      imageAlt: SITE_NAME,
      type: 'website',
      index: true,
      preload: null,
      shell: null,
    };
  }

  private notFound(): PageDescription {
    return { ...this.site(), status: 404, title: withSite('Page not found'), canonicalPath: null, index: false };
  }

  private campaignNotFound(): PageDescription {
    return { ...this.site(), status: 404, title: withSite('Campaign Not Found'), canonicalPath: null, index: false };
  }
}
