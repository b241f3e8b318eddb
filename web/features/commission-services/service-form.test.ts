import { describe, expect, it } from 'vitest';
import { EMPTY_SERVICE_FORM, parseAddOns, toServiceInput } from './service-form';

describe('the service form', () => {
  it('reads add-ons one a line, with or without a dollar sign', () => {
    expect(parseAddOns('Commercial use: 60\n\nPrint rights $25.50')).toEqual({
      addOns: [
        { name: 'Commercial use', price: 60 },
        { name: 'Print rights', price: 25.5 },
      ],
    });
    expect(parseAddOns('Commercial use')).toEqual({
      error: 'Write each add-on as "name: price", e.g. "Commercial use: 60" (not "Commercial use")',
    });
  });

  it("names the fields to fix in the contract's words", () => {
    const result = toServiceInput({ ...EMPTY_SERVICE_FORM, title: 'Pets', priceMin: '90', priceMax: '40' });
    expect(result).toEqual({
      errors: {
        description: 'Description must be at least 10 characters',
        priceMax: 'The highest price cannot be below the lowest',
      },
    });
  });

  it('sends an empty slots field as no limit', () => {
    const result = toServiceInput({
      ...EMPTY_SERVICE_FORM,
      title: 'Pet portraits',
      description: 'A small oil portrait of your pet.',
      priceMin: '80',
      priceMax: '150',
    });
    expect(result).toMatchObject({ input: { slots: null, priceMin: 80, turnaroundDays: 14, addOns: [] } });
  });
});
