/**
 * A variant's size without its product's name: "Enhanced Matte Paper Poster (in) 11″×14″" under the
 * product "Enhanced Matte Paper Poster" reads "11″×14″". Names that do not start with the product's
 * are kept whole.
 */
export function printSizeLabel(productName: string, variantName: string): string {
  const name = variantName.trim();
  const product = productName.trim();
  if (!name.toLowerCase().startsWith(product.toLowerCase())) return name;
  const rest = name
    .slice(product.length)
    .replace(/^[\s,:–—-]+/, '')
    .replace(/^\([^)]*\)\s*/, '');
  return rest || name;
}
