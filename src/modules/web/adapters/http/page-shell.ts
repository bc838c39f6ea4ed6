import type { PageShell, PreloadImage } from '../../index.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The site header's links (frontend/src/layouts/site-header.tsx). */
const NAV = [
  { to: '/', label: 'Home' },
  { to: '/donate', label: 'Donate' },
  { to: '/business', label: 'Business' },
  { to: '/sponsored-creators', label: 'Creators' },
  { to: '/about', label: 'About' },
];

const BRAND_MARK =
  '<svg class="fc-brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect class="fc-brand-mark__tile" width="32" height="32" rx="8"></rect><path class="fc-brand-mark__sun" d="M6 24a10 10 0 0 1 20 0z"></path><path class="fc-brand-mark__cross" d="M14.5 5h3v6h5v3h-5v10h-3V14h-5v-3h5z"></path></svg>';

function header(path: string): string {
  const links = NAV.map(({ to, label }) => {
    const active = to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
    return `<li><a class="fc-nav__link${active ? ' active' : ''}"${active ? ' aria-current="page"' : ''} href="${to}">${label}</a></li>`;
  }).join('');
  return (
    '<header class="fc-header"><div class="fc-container fc-header__bar">' +
    `<a class="fc-brand" aria-label="Faith Collective home" href="/">${BRAND_MARK}<span class="fc-brand__name">Faith Collective</span></a>` +
    `<nav aria-label="Main" class="fc-nav fc-desktop-only"><ul class="fc-nav__list">${links}</ul></nav>` +
    '</div></header>'
  );
}

function picture(image: PreloadImage, alt: string, attributes: string): string {
  const srcset = image.srcset ? ` srcset="${escapeHtml(image.srcset)}" sizes="${escapeHtml(image.sizes ?? '100vw')}"` : '';
  return `<img ${attributes} src="${escapeHtml(image.href)}"${srcset} alt="${escapeHtml(alt)}" width="1200" height="675">`;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** First screens of static pages, as their React screens draw them (the same classes and texts). */
const STATIC_PAGES: Record<string, string> = {
  // frontend/src/pages/business/business-network-page.tsx
  '/business':
    '<section class="fc-biz-hero" aria-labelledby="fc-biz-title"><img class="fc-biz-hero__image" src="/images/hero-business.webp" alt="" width="1600" height="900" fetchpriority="high">' +
    '<div class="fc-biz-hero__scrim" aria-hidden="true"></div><div class="fc-container fc-biz-hero__content"><p class="fc-eyebrow fc-eyebrow--on-image">Faith Collective</p>' +
    '<h1 id="fc-biz-title">Christian Business Network</h1><p class="fc-biz-hero__lead">Find Christian-owned businesses, connect with members who share your values, and grow a business that honors God.</p>' +
    '<div class="fc-actions fc-shell__actions" aria-hidden="true"></div></div></section>',
  // frontend/src/pages/creators/creator-hub-page.tsx
  '/sponsored-creators':
    '<section class="fc-creators-hero" aria-labelledby="fc-creators-title"><div class="fc-container fc-creators-hero__inner"><p class="fc-eyebrow fc-creators-hero__eyebrow">Create for Christ</p>' +
    '<h1 id="fc-creators-title">Sponsored Content Hub</h1><p class="fc-creators-hero__lead">Discover creators who share their faith through worship, scripture and service, and are supported by our community through sponsorships.</p>' +
    '<div class="fc-actions fc-shell__actions" aria-hidden="true"></div></div></section>',
  // frontend/src/pages/auth/auth-page.tsx (the sign-in tab)
  '/auth':
    '<div class="fc-container fc-auth"><section class="fc-auth__forms" aria-labelledby="fc-auth-title"><h1 id="fc-auth-title" class="fc-auth__title">Welcome back</h1>' +
    '<p class="fc-muted">Sign in to manage your campaigns, profile and giving.</p></section></div>',
};

/** The site footer (frontend/src/layouts/site-footer.tsx). */
function footer(): string {
  const year = new Date().getFullYear();
  return (
    '<footer class="fc-footer"><div class="fc-container fc-footer__grid">' +
    `<section aria-labelledby="fc-footer-about"><a class="fc-brand fc-brand--footer" href="/">${BRAND_MARK}<span class="fc-brand__name" id="fc-footer-about">Faith Collective</span></a>` +
    '<p class="fc-footer__blurb">Uniting Christians of every denomination through community service, charitable giving, business networking and creator sponsorship. A registered 501(c)(3) nonprofit.</p></section>' +
    '<nav aria-labelledby="fc-footer-explore"><h2 id="fc-footer-explore" class="fc-footer__heading">Explore</h2><ul class="fc-footer__list"><li><a href="/">Home</a></li><li><a href="/#about">About Us</a></li><li><a href="/donate">Donate</a></li><li><a href="/business">Business Network</a></li></ul></nav>' +
    '<section aria-labelledby="fc-footer-resources"><h2 id="fc-footer-resources" class="fc-footer__heading">Resources</h2><ul class="fc-footer__list"><li><a href="/donate/create">Start a Campaign</a></li><li><a href="/business?tab=membership">Business Membership</a></li><li><a href="/sponsored-creators">Sponsored Creators</a></li><li><a href="mailto:hello@faithcollective.example?subject=Support">Support</a></li></ul></section>' +
    '<section aria-labelledby="fc-footer-contact"><h2 id="fc-footer-contact" class="fc-footer__heading">Contact Us</h2><address class="fc-footer__address">100 Fellowship Way<br>Nashville, TN 37203<br><a href="tel:+16155550142">(615) 555-0142</a><br><a href="mailto:hello@faithcollective.example">hello@faithcollective.example</a></address></section>' +
    '</div><div class="fc-container fc-footer__legal">' +
    `<p>© ${year} Faith Collective. All rights reserved.</p><ul class="fc-footer__legal-links"><li><a href="/privacy">Privacy Policy</a></li><li><a href="/terms">Terms of Service</a></li><li><a href="/cookies">Cookie Policy</a></li></ul>` +
    '</div></footer>'
  );
}

function body(shell: PageShell): string {
  switch (shell.kind) {
    case 'page':
      return STATIC_PAGES[shell.path] ?? '';
    case 'campaigns':
      // frontend/src/pages/campaigns/browse/campaign-browse-page.tsx and components/campaign/campaign-card.tsx
      return (
        '<section class="fc-container fc-page fc-browse" aria-labelledby="fc-browse-title"><header class="fc-browse__header"><div><h1 id="fc-browse-title">Donation Campaigns</h1>' +
        '<p class="fc-lead">Give to ministries, missions and families in need. Organizers pay a 0% platform fee, so more of every gift reaches the mission.</p></div></header>' +
        '<ul class="fc-campaign-grid">' +
        shell.campaigns
          .map(
            (c, i) =>
              `<li><article class="fc-campaign-card">${c.image ? picture(c.image, c.title, `class="fc-campaign-image fc-campaign-card__image"${i === 0 ? ' fetchpriority="high"' : ''}`) : ''}` +
              `<div class="fc-campaign-card__body"><h2 class="fc-campaign-card__title">${escapeHtml(c.title)}</h2><p class="fc-campaign-card__description">${escapeHtml(cut(c.description, 100))}</p></div></article></li>`,
          )
          .join('') +
        '</ul></section>'
      );
    case 'hero':
      // The home page's first slide (frontend/src/pages/home/hero-carousel.tsx), 600 px high.
      return (
        '<section class="fc-hero" style="height:600px"><div class="fc-hero__slides"><div class="fc-hero__slide is-active">' +
        `<img class="fc-hero__image" src="${escapeHtml(shell.image.src)}" alt="${escapeHtml(shell.image.alt)}" width="1600" height="600" fetchpriority="high">` +
        '<div class="fc-hero__scrim"></div><div class="fc-container fc-hero__content">' +
        `<h2 class="fc-hero__heading">${escapeHtml(shell.heading)}</h2><p class="fc-hero__subheading">${escapeHtml(shell.subheading)}</p>` +
        '</div></div></div></section>'
      );
    case 'campaign': {
      // The campaign page's title and main picture (campaign-detail-page.tsx, media-gallery.tsx).
      const image = shell.image ? picture(shell.image, shell.title, 'fetchpriority="high"') : '';
      return (
        '<article class="fc-container fc-page fc-detail"><a class="fc-back-link" href="/donate">Back to campaigns</a>' +
        `<h1 class="fc-detail__title">${escapeHtml(shell.title)}</h1>` +
        `<div class="fc-detail__layout"><div class="fc-detail__media"><div class="fc-gallery"><div class="fc-gallery__stage">${image}</div></div></div></div>` +
        '</article>'
      );
    }
  }
}

/** Screens drawn without the site's header and footer: an organization's lobby kiosk and its embeddable form. */
const BARE_SCREEN = /^\/o\/[^/]+\/(kiosk|embed)\/?$/i;

/**
 * The page as it looks before its script runs: the site header and the page's first, largest content,
 * with the app's own class names (its stylesheets are in the <head>). The app's first render replaces it.
 */
export function pageShell(path: string, shell: PageShell | null): string {
  if (BARE_SCREEN.test(path)) return '<div class="fc-app fc-shell"><main id="main" class="fc-main" tabindex="-1"></main></div>';
  return `<div class="fc-app fc-shell">${header(path)}<main id="main" class="fc-main" tabindex="-1">${shell ? body(shell) : ''}</main>${footer()}</div>`;
}
