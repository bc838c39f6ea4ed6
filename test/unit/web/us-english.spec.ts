import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';

/** British spellings as whole words (identifiers such as organiserName are not words of their own). */
const BRITISH = /\b(organiser|organisers|organisation|organisations|colour|colours|cheque|cheques)\b/gi;

describe('the API contract speaks US English', () => {
  it('no British spelling in openapi.yaml (summaries, descriptions, messages, examples)', () => {
    const contract = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
    const found = contract
      .split('\n')
      .map((line, i) => ({ line: i + 1, words: line.match(BRITISH) }))
      .filter((hit) => hit.words)
      .map((hit) => `openapi.yaml:${hit.line} ${hit.words!.join(', ')}`);
    expect(found).toEqual([]);
  });
});
