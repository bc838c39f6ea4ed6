import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { settled, startBrowserHarness, type BrowserHarness } from '../../support/browser.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';

const TITLE = 'Clean Water for Kibera';
const STORY =
  'Every morning the children of Kibera walk two hours for water that makes them sick. With your gift our partner church drills a borehole, ' +
  'builds a hand pump and trains ten volunteers to keep it running for the next twenty years. Clean water changes everything: school, health, hope.';

/** The content of `<meta property|name="key" content="…">` in a page's HTML, HTML entities decoded. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`, 'i').exec(html)?.[1];
  return tag?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** A plain HTTP GET, as a link-preview bot or a crawler does it: no JavaScript, no cookies. */
function botGet(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers: { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', ...headers } });
}

/**
 * Issue 16 (performance and sharing half): the server's HTML of public pages carries each page's own title,
 * description and absolute preview tags; robots.txt and sitemap.xml; unknown paths answer 404; everything
 * text-like travels compressed; pictures come in right-sized WebP copies used by srcset; a guest's first
 * visit logs no error (no 401 for GET /api/user).
 */
describe('the first visit', () => {
  let h: BrowserHarness;
  let admin: Agent;
  let owner: Agent;
  let campaign: { id: string; slug: string; title: string };
  let imageUrl: string;
  let pending: { id: string; slug: string };

  beforeAll(async () => {
    h = await startBrowserHarness();
    admin = await signInAsAdmin(h.t);
    ({ agent: owner } = await signUp(h.t));
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 110, b: 160 } } }).jpeg({ quality: 80 }).toBuffer();
    const upload = await owner.post('/api/upload').attach('image', photo, { filename: 'kibera.jpg', contentType: 'image/jpeg' });
    expect(upload.status).toBe(200);
    imageUrl = upload.body.url;
    campaign = await liveCampaign(owner, admin, { title: TITLE, description: STORY, image: imageUrl, goal: 12000 });
    const created = await owner.post('/api/campaigns').send({ title: 'Waiting for Review Roof', description: 'A new roof for the fellowship hall before the winter rains.', goal: 800 });
    expect(created.status).toBe(201);
    pending = created.body;
    // A listing long enough to be worth compressing (API answers under 1 KB are sent as they are).
    for (const n of [1, 2, 3]) await liveCampaign(owner, admin, { title: `Harvest Supper ${n}`, description: STORY });
  });
  afterAll(() => h?.close());

  it('a link-preview bot fetching a campaign URL reads its real title, story excerpt and an absolute, fetchable image', async () => {
    const res = await botGet(`${h.t.url}/donate/${campaign.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`<title>${TITLE} | Faith Collective</title>`);
    expect(meta(html, 'og:title')).toBe(`${TITLE} | Faith Collective`);
    expect(meta(html, 'twitter:title')).toBe(`${TITLE} | Faith Collective`);
    const description = meta(html, 'description')!;
    expect(description.startsWith('Every morning the children of Kibera walk two hours')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`${h.t.url}/donate/${campaign.slug}`);
    expect(html).toContain(`<link rel="canonical" href="${h.t.url}/donate/${campaign.slug}" />`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const ogImage = meta(html, 'og:image')!;
    expect(ogImage.startsWith(`${h.t.url}${imageUrl}`)).toBe(true);
    expect(meta(html, 'twitter:image')).toBe(ogImage);
    const picture = await botGet(ogImage);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    const size = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(size.width).toBe(1200); // a preview-sized copy, not the 1600 px original

    // The largest picture is asked for before any script runs, at the size the page shows it.
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${imageUrl}" imagesrcset="${imageUrl}\\?w=480 480w, `));
  });

  it('other public pages arrive with their own title and description; the home page with absolute preview tags', async () => {
    const home = await (await botGet(`${h.t.url}/`)).text();
    expect(home).toContain('<title>Faith Collective | Uniting Christians Worldwide</title>');
    expect(meta(home, 'og:image')).toBe(`${h.t.url}/images/hero-sunrise.webp`);
    expect((await botGet(meta(home, 'og:image')!)).status).toBe(200);
    const business = await (await botGet(`${h.t.url}/business`)).text();
    expect(business).toContain('<title>Christian Business Network | Faith Collective</title>');
    expect(meta(business, 'description')).toMatch(/^Find Christian-owned businesses/);
    expect(business).toContain(`<link rel="canonical" href="${h.t.url}/business" />`);
    const profile = await (await botGet(`${h.t.url}/profile`)).text();
    expect(meta(profile, 'robots')).toBe('noindex');
  });

  it('robots.txt points crawlers at the sitemap, which lists the live campaigns and the public pages with absolute addresses', async () => {
    const robots = await botGet(`${h.t.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${h.t.url}/sitemap.xml`);
    expect(text).not.toContain('<!doctype');

    const sitemap = await botGet(`${h.t.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<loc>${h.t.url}/donate/${campaign.slug}</loc>`);
    for (const path of ['/', '/donate', '/business', '/sponsored-creators', '/about']) expect(xml).toContain(`<loc>${h.t.url}${path}</loc>`);
    expect(xml).not.toContain(pending.slug); // not approved yet: not public
  });

  it('an unknown path answers 404 with the 404 page; a missing campaign 404 with its own page; an unknown API path stays JSON', async () => {
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    const unknown = await page.goto('/no-such-page/at-all');
    expect(unknown?.status()).toBe(404);
    expect(unknown?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();

    const missing = await page.goto('/donate/no-such-campaign');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Campaign Not Found' }).waitFor();
    const pendingPage = await page.goto(`/donate/${pending.slug}`);
    expect(pendingPage?.status()).toBe(404);
    await context.close();

    for (const path of ['/', '/donate', `/donate/${campaign.slug}`, '/business', '/sponsored-creators', '/auth', '/about', '/creator/1', '/campaigns/old-link']) {
      expect([path, (await botGet(`${h.t.url}${path}`)).status]).toEqual([path, 200]);
    }
    const api = await botGet(`${h.t.url}/api/no-such-call`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('HTML, JS, CSS and API answers travel brotli- or gzip-compressed when asked; hashed assets are cached for a year', async () => {
    const page = await botGet(`${h.t.url}/donate`, { 'Accept-Encoding': 'br, gzip' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/);
    const html = await page.text();
    const js = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const css = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)![1];
    for (const asset of [js, css]) {
      const br = await botGet(`${h.t.url}${asset}`, { 'Accept-Encoding': 'br, gzip' });
      expect([asset, br.headers.get('content-encoding')]).toEqual([asset, 'br']);
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
      const gz = await botGet(`${h.t.url}${asset}`, { 'Accept-Encoding': 'gzip' });
      expect([asset, gz.headers.get('content-encoding')]).toEqual([asset, 'gzip']);
      const plain = await botGet(`${h.t.url}${asset}`, { 'Accept-Encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await br.text()).length).toBe((await plain.text()).length);
    }
    const list = await botGet(`${h.t.url}/api/campaigns`, { 'Accept-Encoding': 'br' });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(((await list.json()) as { slug: string }[]).some((c) => c.slug === campaign.slug)).toBe(true);
    const gzipped = await botGet(`${h.t.url}/api/campaigns`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
  });

  it('an uploaded picture gets right-sized WebP copies at upload, used by the srcset of cards and of the campaign page', async () => {
    for (const width of [480, 800, 1200]) {
      const res = await botGet(`${h.t.url}${imageUrl}?w=${width}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(width);
    }
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await page.goto('/donate');
    const card = page.locator(`img[alt="${TITLE}"]`).first();
    await card.waitFor();
    expect(await card.getAttribute('srcset')).toBe(`${imageUrl}?w=480 480w, ${imageUrl}?w=800 800w, ${imageUrl}?w=1200 1200w`);
    expect(await card.getAttribute('sizes')).toBeTruthy();

    await page.goto(`/donate/${campaign.slug}`);
    const main = page.locator('.fc-gallery__stage img').first();
    await main.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc !== '', await main.elementHandle());
    const chosen = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\?w=480$/); // 390 css px wide at pixel ratio 1: the smallest copy, not the 1600 px original
    await context.close();
  });

  it('the server\'s HTML already shows the page without JavaScript: header, the campaign\'s title and picture, the footer', async () => {
    const context = await h.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/donate/${campaign.slug}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const picture = page.locator(`img[alt="${TITLE}"]`);
    expect(await picture.getAttribute('srcset')).toBe(`${imageUrl}?w=480 480w, ${imageUrl}?w=800 800w, ${imageUrl}?w=1200 1200w`);
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await picture.elementHandle());
    await page.getByRole('link', { name: 'Faith Collective home' }).waitFor();
    await page.getByText('100 Fellowship Way').waitFor();
    await page.goto('/donate');
    await page.getByRole('heading', { level: 1, name: 'Donation Campaigns' }).waitFor();
    // The first cards of the list (the newest live campaigns).
    const cards = page.locator('main article h2');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().textContent()).toMatch(/^(Harvest Supper \d|Clean Water for Kibera)$/);
    await context.close();
  });

  it('on a phone the campaign page and the campaign list do not shift as the app replaces the first paint (CLS <= 0.05)', async () => {
    for (const path of [`/donate/${campaign.slug}`, '/donate', '/']) {
      const { page, context } = await h.newPage({ width: 390, height: 844 });
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.getByRole('link', { name: 'Open menu' }).or(page.getByRole('button', { name: 'Open menu' })).waitFor();
      // Whatever could still move the page has arrived: every request answered and rendered, the fonts loaded.
      await settled(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect({ path, shift: shift <= 0.05 }).toEqual({ path, shift: true });
      await context.close();
    }
  });

  it("a guest's first visit to each public page, on a phone and a screen: antd's component styles come from the build's stylesheet (none built while the page loads), no console error, no wait for GET /api/user", async () => {
    // antd writes the styles it builds in the browser into <style data-css-hash> elements. What it may still
    // write there are the theme's values (CSS custom properties, light or dark); a rule such as `display:`
    // means a component's whole stylesheet was built on the visitor's main thread (issue 35: a third of the
    // work before the page could be used).
    const builtInBrowser = () =>
      [...document.querySelectorAll('style[data-css-hash]')]
        .map((style) => (style.textContent ?? '').replace(/--[\w-]+\s*:[^;}]*;?/g, ''))
        .filter((rest) => /[{;]\s*[a-z-]+\s*:/.test(rest))
        .map((rest) => rest.slice(0, 80));
    // One first visit per page and width checks all three (each was a test of its own, loading the same pages).
    for (const width of [390, 1280]) {
      for (const path of ['/', '/donate', `/donate/${campaign.slug}`, '/business', '/sponsored-creators', '/auth']) {
        const { page, context } = await h.newPage({ width, height: 844 });
        const errors: string[] = [];
        const userCalls: number[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('response', (response) => {
          if (new URL(response.url()).pathname === '/api/user') userCalls.push(response.status());
        });
        await page.goto(path);
        const button = page.locator('main .ant-btn:visible').first();
        await button.waitFor();
        await settled(page);
        // The header knows at once that nobody is signed in (on a phone the link is in the closed menu).
        if (width === 1280) await page.getByRole('link', { name: 'Log In' }).first().waitFor();
        // And styled all the same: antd's buttons are flex boxes with rounded corners (an unstyled link is neither).
        const looks = await button.evaluate((element) => {
          const style = getComputedStyle(element);
          return /flex$/.test(style.display) && style.borderRadius !== '0px' ? 'styled' : `${style.display} ${style.borderRadius}`;
        });
        expect({ width, path, built: await page.evaluate(builtInBrowser), looks, errors, userCalls }).toEqual({ width, path, built: [], looks: 'styled', errors: [], userCalls: [] });
        await context.close();
      }
    }
  });
});
