import { describe, expect, it } from '@jest/globals';
import { Slug } from '../../../src/modules/fundraising/domain/slug.value-object.js';
import { isId } from '../../../src/shared-kernel/domain/ids.js';

describe('Slug', () => {
  it('makes a readable URL name from a title', () => {
    expect(Slug.fromTitle('Clean Water for Kibera!').value).toBe('clean-water-for-kibera');
    expect(Slug.fromTitle('  Roof Repair -- St. Mark  ').value).toBe('roof-repair-st-mark');
    expect(Slug.fromTitle('Crêpes & Café Night').value).toBe('crepes-and-cafe-night');
  });

  it('is at most 60 characters and never ends with a dash', () => {
    const slug = Slug.fromTitle(`${'word '.repeat(11)}end`).value;
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('falls back to "campaign" when nothing readable is left', () => {
    expect(Slug.fromTitle('!!! ??? ***').value).toBe('campaign');
  });

  it('is never shaped like an id, so /api/campaigns/{slug-or-id} is never ambiguous', () => {
    const idLike = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
    const slug = Slug.fromTitle(idLike).value;
    expect(isId(slug)).toBe(false);
    expect(slug).toBe('campaign-3f2b8c1e');
  });

  it('takes a suffix to tell two campaigns of the same title apart', () => {
    const base = Slug.fromTitle('Food Pantry Restock');
    expect(base.withSuffix('3fa9c2').value).toBe('food-pantry-restock-3fa9c2');
    expect(base.value).toBe('food-pantry-restock');
  });
});
