import { expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets the platform holds itself to: WCAG 2.0 / 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's violations on the page as it is now, one line each ("rule (impact): selector | selector"),
 * empty when there are none.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // axe reads colours as they are this instant: let CSS transitions (a theme's colours easing in, a button
  // leaving its hover or loading state) finish first, so it judges what a person sees. Animations (spinners,
  // skeleton shimmer) are left alone: they loop.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'), undefined, {
      timeout: 1000,
      polling: 50,
    })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as {
        axe: { run(context: Element | Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }).axe;
      const context = include ? document.querySelector(include) ?? document : document;
      const result = await axe.run(context, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } });
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
    },
    { include: options.include, tags: TAGS },
  );
}

/**
 * axe-core's default rules on one part of the page (its main content unless told, e.g. '.ant-modal'), as it is
 * now: no violations. Evaluated through the DevTools protocol, so the page's Content-Security-Policy (no inline
 * scripts) stays on.
 */
export async function expectNoAxeViolations(page: Page, selector = 'main'): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document.querySelector(selector)!, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
  expect(violations).toEqual([]);
}

export interface FocusRing {
  /** What has the focus, for messages ("BUTTON Donate Now"). */
  element: string;
  /** The ring's contrast against the colour just outside it (1 when there is no ring). */
  contrast: number;
  width: number;
}

/**
 * The focus indicator of what has the focus now: its outline (on the element, or on the antd frame around a
 * focused input), and the contrast of the outline's colour against the background it is drawn on (the first
 * opaque background among the framed element's ancestors), by WCAG's relative luminance.
 */
export async function focusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const framed =
      (active.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker') as HTMLElement | null) ??
      (active.matches('.ant-checkbox-input, .ant-radio-input') ? (active.parentElement as HTMLElement) : null) ??
      (active.closest('.ant-segmented-item') as HTMLElement | null) ??
      active;
    // A control whose ring is drawn by the card or frame around it (e.g. a link covering a whole card).
    let ringed: HTMLElement = framed;
    for (let node: HTMLElement | null = framed, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
      if (getComputedStyle(node).outlineStyle !== 'none') {
        ringed = node;
        break;
      }
    }
    const style = getComputedStyle(ringed);
    const parse = (color: string): [number, number, number, number] => {
      const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,?\s*\/?\s*([\d.]+))?\)/.exec(color);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : [0, 0, 0, 0];
    };
    const luminance = ([r, g, b]: number[]) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    let background: number[] = [255, 255, 255, 1];
    for (let node = ringed.parentElement; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color[3] >= 0.99) {
        background = color;
        break;
      }
    }
    const label = `${active.tagName} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
    const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    if (width === 0) return { element: label, contrast: 1, width: 0 };
    const ring = parse(style.outlineColor);
    const [l1, l2] = [luminance(ring), luminance(background)].sort((a, b) => b - a);
    return { element: label, contrast: Math.round(((l1 + 0.05) / (l2 + 0.05)) * 100) / 100, width };
  });
}
