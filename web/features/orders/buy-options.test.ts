import { describe, expect, it } from 'vitest';
import type { StockItem } from '@contract/artwork';
import type { PodProduct } from '@contract/pod';
import {
  findOriginal,
  findVariant,
  firstPodChoice,
  isInStock,
  lowestPrintPrice,
  printLabel,
  saleState,
  mainBuyAction,
  variantLabel,
  stockPrints,
} from './buy-options';

const stock = (over: Partial<StockItem>): StockItem => ({
  id: 1,
  artworkId: 5,
  type: 'print',
  price: 50,
  quantity: 10,
  dimensions: null,
  isAvailable: true,
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

const product = (id: number, prices: number[]): PodProduct => ({
  id,
  artworkId: 5,
  externalId: `p${id}`,
  name: `Poster ${id}`,
  variants: prices.map((retail_price, i) => ({
    external_id: `p${id}-v${i}`,
    name: `Size ${i}`,
    retail_price,
  })),
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
});

describe('findOriginal', () => {
  it('prefers an available original', () => {
    const sold = stock({ id: 1, type: 'original', isAvailable: false, quantity: 0 });
    const open = stock({ id: 2, type: 'original', quantity: 1 });
    expect(findOriginal([sold, open])?.id).toBe(2);
  });
  it('returns a sold original when it is the only one, and null without any', () => {
    const sold = stock({ id: 1, type: 'original', isAvailable: false, quantity: 0 });
    expect(findOriginal([sold, stock({ id: 3 })])?.id).toBe(1);
    expect(findOriginal([stock({ id: 3 })])).toBeNull();
  });
});

describe('stock prints and availability', () => {
  it('keeps prints only', () => {
    expect(stockPrints([stock({ id: 1, type: 'original' }), stock({ id: 2 })]).map((s) => s.id)).toEqual([2]);
  });
  it('is in stock when available with a quantity', () => {
    expect(isInStock({ isAvailable: true, quantity: 1 })).toBe(true);
    expect(isInStock({ isAvailable: false, quantity: 1 })).toBe(false);
    expect(isInStock({ isAvailable: true, quantity: 0 })).toBe(false);
  });
  it("labels a print by its dimensions, else 'Standard Print'", () => {
    expect(printLabel({ dimensions: 'A4 (21 x 29.7 cm)' })).toBe('A4 (21 x 29.7 cm)');
    expect(printLabel({ dimensions: null })).toBe('Standard Print');
    expect(printLabel({ dimensions: ' ' })).toBe('Standard Print');
  });
});

describe('saleState', () => {
  it('sells approved artworks, except to their own artist', () => {
    expect(saleState('approved', false)).toBe('on-sale');
    expect(saleState('approved', true)).toBe('own');
  });
  it('shows pending and rejected artworks without buying', () => {
    expect(saleState('pending', false)).toBe('pending');
    expect(saleState('pending', true)).toBe('pending');
    expect(saleState('rejected', false)).toBe('not-approved');
  });
});

describe('print-on-demand choices', () => {
  it('starts on the first variant of the first product with variants', () => {
    expect(firstPodChoice([product(1, []), product(2, [20, 30])])).toEqual({
      productId: 2,
      variantId: 'p2-v0',
    });
    expect(firstPodChoice([])).toBeNull();
  });
  it('finds the chosen variant, or null for a stale choice', () => {
    const products = [product(1, [20, 30])];
    expect(findVariant(products, { productId: 1, variantId: 'p1-v1' })?.variant.retail_price).toBe(30);
    expect(findVariant(products, { productId: 1, variantId: 'gone' })).toBeNull();
    expect(findVariant(products, null)).toBeNull();
  });
  it('finds the lowest price over stock prints in stock and variants', () => {
    const prints = [stock({ price: 40 }), stock({ price: 10, quantity: 0 })];
    expect(lowestPrintPrice(prints, [product(1, [25, 60])])).toBe(25);
    expect(lowestPrintPrice([], [])).toBeNull();
  });
});

describe('variantLabel', () => {
  it('drops the product name the provider repeats, keeping the size', () => {
    expect(variantLabel('Enhanced Matte Paper Poster', 'Enhanced Matte Paper Poster (in) 11″×14″')).toBe(
      '11″×14″',
    );
    expect(variantLabel('Canvas', 'Canvas - 16x20')).toBe('16x20');
  });
  it('keeps names that do not repeat the product, and never returns nothing', () => {
    expect(variantLabel('Poster', 'Large')).toBe('Large');
    expect(variantLabel('Poster', 'Poster')).toBe('Poster');
  });
});

describe('mainBuyAction', () => {
  const open = stock({ type: 'original' });
  const sold = stock({ type: 'original', isAvailable: false, quantity: 0 });
  it('buys an available original, else points to the prints', () => {
    expect(mainBuyAction('on-sale', open, true)).toBe('purchase');
    expect(mainBuyAction('on-sale', sold, true)).toBe('prints');
    expect(mainBuyAction('on-sale', null, false)).toBeNull();
  });
  it("shows 'Pending Approval' for a pending artwork and nothing to its own artist", () => {
    expect(mainBuyAction('pending', open, true)).toBe('pending');
    expect(mainBuyAction('own', open, true)).toBeNull();
    expect(mainBuyAction('not-approved', open, true)).toBeNull();
  });
});
