import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transitionsTable } from '../../../contract/commission-machine';

describe('the commission transitions table', () => {
  it('in docs/commissions.md is the state machine the API applies', () => {
    const squash = (text: string) => text.replace(/[ \t]+/g, ' ').replace(/-{3,}/g, '---');
    const docs = squash(readFileSync(new URL('../../../docs/commissions.md', import.meta.url), 'utf8'));
    for (const line of transitionsTable().split('\n')) expect(docs).toContain(squash(line));
  });
});
