import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import postcss from 'postcss';
import { CAMPAIGN_IMAGE_SIZES } from '../../../src/modules/web/application/public-pages.service.js';
import { CAMPAIGN_PAGE_IMAGE_SIZES } from '../../../frontend/src/lib/image-variants.js';
import { BREAKPOINTS, CUSTOM_MEDIA, below } from '../../../frontend/src/styles/breakpoints.js';

const SOURCE = new URL('../../../frontend/src/', import.meta.url);
const stylesheets = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));

/** Every `@media` of the web app's stylesheets: [file:line, its query]. */
const mediaQueries = stylesheets.flatMap((file) => {
  const found: [string, string][] = [];
  postcss.parse(readFileSync(new URL(file, SOURCE), 'utf8')).walkAtRules('media', (rule) => {
    found.push([`${file}:${rule.source?.start?.line}`, rule.params]);
  });
  return found;
});

describe('breakpoints: one set for the stylesheets and for script', () => {
  it('the stylesheets have media queries to check', () => {
    expect(stylesheets.length).toBeGreaterThan(5);
    expect(mediaQueries.length).toBeGreaterThan(20);
  });

  it('a stylesheet names a breakpoint (--below-sm) instead of writing a width, and only the defined ones', () => {
    const features = mediaQueries.flatMap(([where, query]) => [...query.matchAll(/\(([^()]*)\)/g)].map((m) => [where, m[1]]));
    const raw = features.filter(([, feature]) => /width|height/.test(feature));
    const unknown = features.filter(([, feature]) => feature.startsWith('--') && !(feature in CUSTOM_MEDIA));
    expect(raw).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it('defines no breakpoint of its own (@custom-media)', () => {
    const own = stylesheets.filter((file) => readFileSync(new URL(file, SOURCE), 'utf8').includes('@custom-media'));
    expect(own).toEqual([]);
  });

  it('a max-width query stops 0.02 px under its breakpoint, written with two decimals at most', () => {
    expect(below(BREAKPOINTS.sm)).toBe('(max-width: 575.98px)');
    expect(Object.values(CUSTOM_MEDIA).every((query) => /^\((max-width: \d+\.98|min-width: \d+)px\)$/.test(query))).toBe(true);
    expect(CUSTOM_MEDIA['--below-xl']).toBe('(max-width: 1023.98px)');
    expect(CUSTOM_MEDIA['--from-xl']).toBe('(min-width: 1024px)');
  });

  it("the campaign page's picture sizes are the same in the page and in the server's preload", () => {
    expect(CAMPAIGN_PAGE_IMAGE_SIZES).toBe(CAMPAIGN_IMAGE_SIZES);
  });
});
