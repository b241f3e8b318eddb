import { describe, expect, it } from 'vitest';
import { similarRequestDraft } from './similar-request';

describe('similarRequestDraft', () => {
  it('starts the request with the commission’s medium and names the piece', () => {
    expect(similarRequestDraft({ title: 'Harbour portrait', medium: 'Watercolor' })).toEqual({
      title: 'Something like “Harbour portrait”',
      preferredMedium: 'Watercolor',
    });
  });

  it('leaves the medium blank when the commission has none, and keeps the title within 200 characters', () => {
    const draft = similarRequestDraft({ title: 'x'.repeat(250), medium: null });
    expect(draft.preferredMedium).toBe('');
    expect(draft.title).toHaveLength(200);
  });
});
