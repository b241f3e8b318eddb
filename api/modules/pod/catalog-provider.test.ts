import { describe, expect, it } from 'vitest';
import { PrintProductSchema } from '../../../contract/pod';
import { createCatalogProvider } from './catalog-provider';

describe('built-in print catalogue', () => {
  it('offers posters, canvas, framed and fine-art prints with 3-8 priced variants each', async () => {
    const products = await createCatalogProvider().listProducts();
    expect(products.length).toBeGreaterThanOrEqual(6);
    const names = products.map((p) => p.name).join(' | ');
    for (const kind of [/Poster/, /Canvas/, /Framed/, /Giclée/]) expect(names).toMatch(kind);
    for (const product of products) {
      expect(PrintProductSchema.parse(product)).toEqual(product);
      expect(product.variants.length).toBeGreaterThanOrEqual(3);
      expect(product.variants.length).toBeLessThanOrEqual(8);
      for (const v of product.variants) {
        expect(v.retail_price).toBeGreaterThan(0);
        expect(Math.round(v.retail_price * 100)).toBeCloseTo(v.retail_price * 100, 6);
      }
    }
  });

  it('has unique product and variant ids', async () => {
    const products = await createCatalogProvider().listProducts();
    const variantIds = products.flatMap((p) => p.variants.map((v) => v.external_id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
    expect(new Set(products.map((p) => p.external_id)).size).toBe(products.length);
  });

  it('finds a product by id, and hands out copies', async () => {
    const provider = createCatalogProvider();
    const canvas = await provider.getProduct('canvas-gallery-wrap');
    expect(canvas?.variants.map((v) => v.name)).toContain('Canvas (in) 30″×40″');
    canvas!.variants[0]!.retail_price = 0.01;
    expect((await provider.getProduct('canvas-gallery-wrap'))!.variants[0]!.retail_price).toBe(55);
    expect(await provider.getProduct('nope')).toBeNull();
  });
});
