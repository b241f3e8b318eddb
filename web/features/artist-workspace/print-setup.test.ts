import { describe, expect, it } from 'vitest';
import type { PrintProduct } from '@contract/pod';
import { ApiError } from '@/lib/api-client';
import {
  canOfferPrints,
  catalogChoices,
  firstFreeProduct,
  needsDetail,
  podFailureDetail,
  podProductBody,
  priceRange,
  sizeCount,
  sizeLabel,
  toggleVariant,
  variantsOf,
} from './print-setup';

const poster: PrintProduct = {
  external_id: 'poster-matte',
  name: 'Enhanced Matte Paper Poster',
  variants: [
    { external_id: 'p-11x14', name: 'Enhanced Matte Paper Poster (in) 11″×14″', retail_price: 21 },
    { external_id: 'p-12x16', name: 'Enhanced Matte Paper Poster (in) 12″×16″', retail_price: 24 },
    { external_id: 'p-18x24', name: 'Enhanced Matte Paper Poster (in) 18″×24″', retail_price: 34.5 },
  ],
};
const canvas: PrintProduct = { external_id: '3', name: 'Canvas', variants: [] };

describe('print setup', () => {
  it('offers prints only for approved artworks', () => {
    expect(canOfferPrints({ approvalStatus: 'approved' })).toBe(true);
    expect(canOfferPrints({ approvalStatus: 'pending' })).toBe(false);
    expect(canOfferPrints({ approvalStatus: 'rejected' })).toBe(false);
  });

  it('marks the products the artwork already offers and starts on the first free one', () => {
    const choices = catalogChoices([poster, canvas], [{ externalId: 'poster-matte' }]);
    expect(choices.map((c) => [c.product.external_id, c.offered])).toEqual([
      ['poster-matte', true],
      ['3', false],
    ]);
    expect(firstFreeProduct(choices)).toBe('3');
    expect(firstFreeProduct(catalogChoices([poster], [{ externalId: 'poster-matte' }]))).toBeNull();
  });

  it("takes the variants from the list, else from the product's own answer (Printful)", () => {
    expect(variantsOf(poster, undefined)).toBe(poster.variants);
    expect(needsDetail(poster)).toBe(false);
    expect(needsDetail(canvas)).toBe(true);
    expect(variantsOf(canvas, undefined)).toBeUndefined(); // still loading
    const detail = { ...canvas, variants: [{ external_id: '19', name: 'Canvas 12×12', retail_price: 55 }] };
    expect(variantsOf(canvas, detail)).toEqual(detail.variants);
  });

  it('toggles sizes and sends them in the catalogue order', () => {
    let picked = toggleVariant([], 'p-18x24');
    picked = toggleVariant(picked, 'p-11x14');
    expect(picked).toEqual(['p-18x24', 'p-11x14']);
    expect(podProductBody(9, 'poster-matte', poster.variants, picked)).toEqual({
      artworkId: 9,
      externalId: 'poster-matte',
      variantIds: ['p-11x14', 'p-18x24'],
    });
    expect(toggleVariant(picked, 'p-18x24')).toEqual(['p-11x14']);
  });

  it('shows sizes without the repeated product name, and price ranges', () => {
    expect(sizeLabel(poster.name, poster.variants[0]!.name)).toBe('11″×14″');
    expect(sizeLabel('Canvas (Gallery Wrap)', 'Canvas (in) 12″×12″')).toBe('Canvas (in) 12″×12″');
    expect(priceRange(poster.variants)).toBe('$21–$34.50');
    expect(priceRange([{ retail_price: 21 }])).toBe('$21');
    expect(priceRange([])).toBeNull();
    expect([sizeCount(1), sizeCount(2)]).toEqual(['1 size', '2 sizes']);
  });

  it("describes a failure with the server's message, else a connection hint", () => {
    const conflict = new ApiError(
      409,
      'Conflict',
      JSON.stringify({
        message: 'This print product is already offered for this artwork',
        code: 'DUPLICATE',
      }),
    );
    expect(podFailureDetail(conflict)).toBe('This print product is already offered for this artwork');
    expect(podFailureDetail(new TypeError('Failed to fetch'))).toBe('Check your connection and try again.');
  });
});
