import { describe, expect, it } from 'vitest';
import { parseMessageDraft } from './message-form';

describe('parseMessageDraft', () => {
  it('trims the text and reads reference links one per line, dropping blank lines', () => {
    expect(parseMessageDraft({ body: '  Hello  ', references: '\nhttps://example.com/a.jpg\n\n' })).toEqual({
      ok: true,
      input: { body: 'Hello', referenceImages: ['https://example.com/a.jpg'] },
    });
    expect(parseMessageDraft({ body: 'Hi', references: '' })).toEqual({ ok: true, input: { body: 'Hi' } });
  });

  it('names the field at fault: an empty message, a link that is not http(s)', () => {
    expect(parseMessageDraft({ body: '   ', references: '' })).toEqual({
      ok: false,
      errors: { body: 'Please write a message' },
    });
    const bad = parseMessageDraft({ body: 'See', references: 'ftp://example.com/x.png' });
    expect(bad).toEqual({ ok: false, errors: { references: 'Please enter a valid URL' } });
  });
});
