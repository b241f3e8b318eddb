import { describe, expect, it } from 'vitest';
import { pdfSafe } from './invoice-pdf';

describe('pdfSafe', () => {
  it('keeps what the PDF fonts can write and marks the rest', () => {
    expect(pdfSafe('Zoë Müller · 18×24')).toBe('Zoë Müller · 18×24');
    expect(pdfSafe('渡辺 — ok')).toBe('?? ? ok');
  });
});
