import type { Knex } from 'knex';
import type { PodProduct, PodProductInput, PrintProduct, PrintVariant } from '../../../contract/pod';
import { ErrorCodes } from '../../../contract/errors';
import { canManageArtist, requireArtistOwner, type Actor } from '../../auth/permissions';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import * as repo from './pod-products.repo';
import type { DbDeps, ServiceDeps } from '../../deps';

/** The provider's catalogue, as the artist picks from it. */
export async function listCatalog({ printProvider }: ServiceDeps): Promise<PrintProduct[]> {
  return printProvider.listProducts();
}

export async function getCatalogProduct(
  { printProvider }: ServiceDeps,
  externalId: string,
): Promise<PrintProduct> {
  const product = await printProvider.getProduct(externalId);
  if (!product) throw new NotFoundError('Print product');
  return product;
}

/** Print products of an artwork: public once the artwork is on sale, else its artist and admins. */
export async function listForArtwork(
  { db }: DbDeps,
  actor: Actor | null,
  artworkId: number,
): Promise<PodProduct[]> {
  const artwork = await repo.findArtworkForSale(db, artworkId);
  if (!artwork || (!artwork.onSale && !canManageArtist(actor, artwork.artistId)))
    throw new NotFoundError('Artwork');
  return repo.listPodProducts(db, artworkId);
}

/**
 * Offers one of the provider's products (all its variants, or the chosen ones) for an artwork.
 * Names and prices are copied from the provider now: orders are priced from this copy.
 */
export async function createPodProduct(
  { db, printProvider: provider }: ServiceDeps,
  actor: Actor,
  input: PodProductInput,
): Promise<PodProduct> {
  const artwork = await ownedArtwork(db, actor, input.artworkId, 'Artwork');
  if (await repo.podProductExists(db, artwork.id, input.externalId)) {
    throw new ConflictError('This print product is already offered for this artwork', ErrorCodes.DUPLICATE);
  }
  const product = await provider.getProduct(input.externalId);
  if (!product) throw new ValidationError({ externalId: 'Unknown print product' }, 'Unknown print product');
  const variants = pickVariants(product, input.variantIds);
  return repo.insertPodProduct(db, {
    artworkId: artwork.id,
    externalId: product.external_id,
    name: product.name,
    variants,
  });
}

export async function deletePodProduct({ db }: DbDeps, actor: Actor, id: number): Promise<void> {
  const product = await repo.findPodProduct(db, id);
  if (!product) throw new NotFoundError('Print product');
  await ownedArtwork(db, actor, product.artworkId, 'Print product');
  await repo.softDeletePodProduct(db, id);
}

/**
 * The artwork whose print products the actor manages: its artist or an admin (403 for anyone
 * else). An artwork that is not public is hidden from whoever may not manage it: 404 naming
 * `what`, exactly as if it did not exist.
 */
async function ownedArtwork(db: Knex, actor: Actor, artworkId: number, what: string) {
  const artwork = await repo.findArtworkForSale(db, artworkId);
  if (!artwork || (!artwork.onSale && !canManageArtist(actor, artwork.artistId)))
    throw new NotFoundError(what);
  requireArtistOwner(actor, artwork.artistId);
  return artwork;
}

function pickVariants(product: PrintProduct, variantIds: string[] | undefined): PrintVariant[] {
  if (product.variants.length === 0) {
    throw new ValidationError(
      { externalId: 'This print product has no variants to offer' },
      'This print product has no variants to offer',
    );
  }
  if (!variantIds) return product.variants;
  const unknown = variantIds.filter((id) => !product.variants.some((v) => v.external_id === id));
  if (unknown.length > 0) {
    const message = `Unknown variant for ${product.name}: ${unknown.join(', ')}`;
    throw new ValidationError({ variantIds: message }, message);
  }
  const wanted = new Set(variantIds);
  return product.variants.filter((v) => wanted.has(v.external_id));
}
