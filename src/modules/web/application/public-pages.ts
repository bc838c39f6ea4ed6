import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_CATALOG, type PublicCampaign, type PublicCatalog } from './public-catalog.port.js';

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
}

interface StaticPage {
  title: string;
  description?: string;
  image?: string;
  preload?: PreloadImage;
  index?: boolean;
}

const withSite = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** The public pages, with the titles and descriptions their screens set (frontend usePageMeta). */
const PAGES: Record<string, StaticPage> = {
  '/': { title: HOME_TITLE, preload: { href: '/images/hero-sunrise.webp' } },
  '/donate': {
    title: 'Donate to Christian Campaigns',
    description: 'Give to ministries, missions and families in need. Organizers pay a 0% platform fee on Faith Collective.',
    image: '/images/hero-ministries.webp',
  },
  '/business': {
    title: 'Christian Business Network',
    description:
      'Find Christian-owned businesses in the Faith Collective directory, and join the network with a monthly membership or a free founding-member place.',
    image: '/images/hero-business.webp',
  },
  '/sponsored-creators': {
    title: 'Sponsored Content Hub',
    description:
      'Meet the Christian creators Faith Collective sponsors: worship, scripture and service on YouTube, Instagram and TikTok. Apply for sponsorship to share your faith through your content.',
    image: '/images/hero-creators.webp',
  },
  '/about': {
    title: 'About',
    description:
      'Faith Collective is a registered 501(c)(3) nonprofit uniting Christians through giving, a business network, creator sponsorship and community.',
    image: '/images/mission-hands.webp',
  },
  '/auth': { title: 'Sign in or join', description: 'Sign in to Faith Collective, or create a free account to give, connect and create.' },
  '/terms': { title: 'Terms of Service' },
  '/privacy': { title: 'Privacy Policy' },
};

/** Paths listed in the sitemap besides the campaigns. */
export const SITEMAP_PAGES = ['/', '/donate', '/business', '/sponsored-creators', '/about', '/terms', '/privacy'];

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
  '/auth-test',
];

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

/** Sizes of the campaign page's main picture (frontend campaign-pages.css: full width below 860 px, then a column of about 740 px). */
export const CAMPAIGN_IMAGE_SIZES = '(max-width: 860px) 100vw, 760px';

/** Describes a page of the single-page app for the server's HTML (title, description, previews, 404 status). */
@Injectable()
export class PublicPages {
  constructor(@Inject(PUBLIC_CATALOG) private readonly catalog: PublicCatalog) {}

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
    if (!knownRoute) return this.notFound();
    const page = PAGES[normalised];
    if (!page) {
      // A private or per-member screen (profile, checkout, admin…): the site's own preview, never indexed.
      return { ...this.site(), canonicalPath: null, index: false };
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
      preload: page.preload ?? null,
    };
  }

  liveCampaigns(): Promise<PublicCampaign[]> {
    return this.catalog.liveCampaigns();
  }

  private campaignPage(campaign: PublicCampaign): PageDescription {
    const srcset = uploadSrcSet(campaign.image);
    return {
      status: 200,
      title: withSite(campaign.title),
      description: excerpt(campaign.description) || SITE_DESCRIPTION,
      canonicalPath: `/donate/${encodeURIComponent(campaign.slug)}`,
      image: campaign.image ? (srcset ? `${campaign.image}?w=1200` : campaign.image) : DEFAULT_IMAGE,
      imageAlt: campaign.title,
      type: 'article',
      index: true,
      preload: campaign.image ? { href: campaign.image, ...(srcset ? { srcset, sizes: CAMPAIGN_IMAGE_SIZES } : {}) } : null,
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
    };
  }

  private notFound(): PageDescription {
    return { ...this.site(), status: 404, title: withSite('Page not found'), canonicalPath: null, index: false };
  }

  private campaignNotFound(): PageDescription {
    return { ...this.site(), status: 404, title: withSite('Campaign Not Found'), canonicalPath: null, index: false };
  }
}
