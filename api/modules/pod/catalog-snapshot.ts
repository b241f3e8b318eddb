import type { PrintProduct } from '../../../contract/pod';

/**
 * The built-in print catalogue (the default provider): a snapshot of typical print-on-demand
 * products with retail prices in US dollars. Sizes are inches, width x height. Variant ids are
 * unique across the whole catalogue, as a provider's are.
 */
export const CATALOG_SNAPSHOT: readonly PrintProduct[] = [
  {
    external_id: 'poster-matte',
    name: 'Enhanced Matte Paper Poster',
    variants: [
      {
        external_id: 'poster-matte-11x14',
        name: 'Enhanced Matte Paper Poster (in) 11″×14″',
        retail_price: 21.0,
      },
      {
        external_id: 'poster-matte-12x16',
        name: 'Enhanced Matte Paper Poster (in) 12″×16″',
        retail_price: 24.0,
      },
      {
        external_id: 'poster-matte-16x20',
        name: 'Enhanced Matte Paper Poster (in) 16″×20″',
        retail_price: 29.0,
      },
      {
        external_id: 'poster-matte-18x24',
        name: 'Enhanced Matte Paper Poster (in) 18″×24″',
        retail_price: 34.0,
      },
      {
        external_id: 'poster-matte-24x36',
        name: 'Enhanced Matte Paper Poster (in) 24″×36″',
        retail_price: 45.0,
      },
    ],
  },
  {
    external_id: 'poster-luster',
    name: 'Premium Luster Photo Paper Poster',
    variants: [
      {
        external_id: 'poster-luster-8x10',
        name: 'Premium Luster Photo Paper Poster (in) 8″×10″',
        retail_price: 17.5,
      },
      {
        external_id: 'poster-luster-12x18',
        name: 'Premium Luster Photo Paper Poster (in) 12″×18″',
        retail_price: 26.0,
      },
      {
        external_id: 'poster-luster-16x20',
        name: 'Premium Luster Photo Paper Poster (in) 16″×20″',
        retail_price: 31.0,
      },
      {
        external_id: 'poster-luster-24x36',
        name: 'Premium Luster Photo Paper Poster (in) 24″×36″',
        retail_price: 49.0,
      },
    ],
  },
  {
    external_id: 'canvas-gallery-wrap',
    name: 'Canvas (Gallery Wrap, 1.25″ deep)',
    variants: [
      { external_id: 'canvas-12x12', name: 'Canvas (in) 12″×12″', retail_price: 55.0 },
      { external_id: 'canvas-12x16', name: 'Canvas (in) 12″×16″', retail_price: 62.0 },
      { external_id: 'canvas-16x20', name: 'Canvas (in) 16″×20″', retail_price: 79.0 },
      { external_id: 'canvas-18x24', name: 'Canvas (in) 18″×24″', retail_price: 89.0 },
      { external_id: 'canvas-24x36', name: 'Canvas (in) 24″×36″', retail_price: 129.0 },
      { external_id: 'canvas-30x40', name: 'Canvas (in) 30″×40″', retail_price: 169.0 },
    ],
  },
  {
    external_id: 'framed-poster',
    name: 'Framed Matte Paper Poster',
    variants: [
      { external_id: 'framed-black-12x16', name: 'Framed Poster, Black frame 12″×16″', retail_price: 59.0 },
      { external_id: 'framed-black-18x24', name: 'Framed Poster, Black frame 18″×24″', retail_price: 79.0 },
      { external_id: 'framed-black-24x36', name: 'Framed Poster, Black frame 24″×36″', retail_price: 119.0 },
      { external_id: 'framed-white-12x16', name: 'Framed Poster, White frame 12″×16″', retail_price: 59.0 },
      { external_id: 'framed-white-18x24', name: 'Framed Poster, White frame 18″×24″', retail_price: 79.0 },
      { external_id: 'framed-white-24x36', name: 'Framed Poster, White frame 24″×36″', retail_price: 119.0 },
      { external_id: 'framed-oak-12x16', name: 'Framed Poster, Oak frame 12″×16″', retail_price: 65.0 },
      { external_id: 'framed-oak-18x24', name: 'Framed Poster, Oak frame 18″×24″', retail_price: 85.0 },
    ],
  },
  {
    external_id: 'giclee-fine-art',
    name: 'Giclée Fine Art Print (Hahnemühle Photo Rag 308 gsm)',
    variants: [
      { external_id: 'giclee-8x10', name: 'Giclée Fine Art Print 8″×10″', retail_price: 35.0 },
      { external_id: 'giclee-11x14', name: 'Giclée Fine Art Print 11″×14″', retail_price: 49.0 },
      { external_id: 'giclee-16x20', name: 'Giclée Fine Art Print 16″×20″', retail_price: 75.0 },
      { external_id: 'giclee-18x24', name: 'Giclée Fine Art Print 18″×24″', retail_price: 95.0 },
      { external_id: 'giclee-24x30', name: 'Giclée Fine Art Print 24″×30″', retail_price: 135.0 },
    ],
  },
  {
    external_id: 'canvas-framed',
    name: 'Framed Canvas (Black Floater Frame)',
    variants: [
      { external_id: 'canvas-framed-12x16', name: 'Framed Canvas (in) 12″×16″', retail_price: 119.0 },
      { external_id: 'canvas-framed-16x20', name: 'Framed Canvas (in) 16″×20″', retail_price: 149.0 },
      { external_id: 'canvas-framed-24x36', name: 'Framed Canvas (in) 24″×36″', retail_price: 229.0 },
    ],
  },
];
