import { describe, expect, it } from 'vitest';
import {
  CommissionRequestFormSchema,
  EMPTY_COMMISSION_REQUEST,
  formFieldOf,
  localToday,
  toCommissionRequestInput,
} from './commission-request-form';

const valid = {
  ...EMPTY_COMMISSION_REQUEST,
  title: 'A harbour at dawn',
  description: 'Oil, warm light, boats.',
};

describe('CommissionRequestFormSchema', () => {
  it("uses the contract's messages", () => {
    const result = CommissionRequestFormSchema.safeParse({
      ...EMPTY_COMMISSION_REQUEST,
      description: 'short',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages.title).toBe('Title is required');
    expect(messages.description).toBe('Description must be at least 10 characters');
  });

  it('turns reference image text into URLs, dropping blank lines', () => {
    const parsed = CommissionRequestFormSchema.parse({
      ...valid,
      referenceImages: '\nhttps://example.org/a.jpg\n\n   \nhttps://example.org/b.png  \n',
    });
    expect(parsed.referenceImages).toEqual(['https://example.org/a.jpg', 'https://example.org/b.png']);
  });

  it('names a reference line that is not a URL', () => {
    const result = CommissionRequestFormSchema.safeParse({
      ...valid,
      referenceImages: 'https://ok.org/a.jpg\nnot a url',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['referenceImages']);
    expect(result.error!.issues[0]!.message).toContain('not a url');
  });

  it('reads blank optional fields as none and a budget as a number', () => {
    const parsed = CommissionRequestFormSchema.parse({ ...valid, budget: '250.50' });
    expect(toCommissionRequestInput(4, parsed)).toEqual({
      artistId: 4,
      title: 'A harbour at dawn',
      description: 'Oil, warm light, boats.',
      budget: 250.5,
      preferredMedium: null,
      dimensions: null,
      deadline: null,
      referenceImages: [],
    });
  });

  it('refuses a deadline in the past and a budget with more than 2 decimals', () => {
    const result = CommissionRequestFormSchema.safeParse({
      ...valid,
      deadline: '2001-01-01',
      budget: '1.005',
    });
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toContain('deadline');
    expect(fields).toContain('budget');
  });
});

describe('helpers', () => {
  it('maps server field keys to form fields', () => {
    expect(formFieldOf('referenceImages.1')).toBe('referenceImages');
    expect(formFieldOf('budget')).toBe('budget');
    expect(formFieldOf('artistId')).toBeNull();
  });
  it('gives the local calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
