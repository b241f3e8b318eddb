import type { QueryClient } from '@tanstack/react-query';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { Commission } from '@contract/commission';
import { CURRENCY } from '@contract/constants';
import { artistQueryOptions } from '@/api/artists';
import { artworkQueryOptions, portfolioQueryOptions } from '@/api/artworks';
import { commissionQueryOptions } from '@/api/commissions';
import { formatPrice, truncate } from '@/lib/format';
import type { PagedData } from '@/lib/paged';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  NOT_FOUND_HEAD,
  PAGES,
  SITE_NAME,
  type PageLocation,
} from './page-title';
import { absolute, artworkImage, firstCardImage, previewVariant, type PreviewImage } from './page-preview';

export { DEFAULT_TITLE, SITE_NAME, type PageLocation } from './page-title';

/** What a page says about itself: its <title>, description, and for detail pages a link preview. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL (from the public origin). */
  canonical?: string;
  /** Open Graph type: 'website', 'product' (an artwork for sale) or 'profile' (an artist). */
  type?: 'website' | 'product' | 'profile';
  image?: PreviewImage;
  /** Artworks: the original's price. */
  price?: { amount: number; currency: string; label: string };
  /** schema.org description (VisualArtwork with an Offer, Person). */
  jsonLd?: Record<string, unknown>;
}

/** The head of the page at `location`, from the data already in the query cache. */
export function pageHead(location: PageLocation, queryClient: QueryClient, origin: string): PageHead {
  if (location.notFound) return NOT_FOUND_HEAD;
  const canonical = origin + location.pathname;
  const id = Number(location.params.id);
  if (location.routeId === '/artwork/$id') {
    const artwork = queryClient.getQueryData<Artwork>(artworkQueryOptions(id).queryKey);
    if (artwork) return artworkHead(artwork, origin);
  }
  if (location.routeId === '/artist/$id') {
    const artist = queryClient.getQueryData<Artist>(artistQueryOptions(id).queryKey);
    const portfolio = queryClient.getQueryData<PagedData<Artwork>>(portfolioQueryOptions(id).queryKey);
    if (artist) return artistHead(artist, portfolio?.pages[0]?.items ?? [], origin);
  }
  if (location.routeId === '/commission/$id') {
    const commission = queryClient.getQueryData<Commission>(commissionQueryOptions(id).queryKey);
    if (commission) return commissionHead(commission, origin);
  }
  const page = PAGES[location.routeId];
  if (page) return { ...page, canonical, type: 'website', image: firstCardImage(queryClient, origin) };
  return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION };
}

function describe(text: string | null | undefined, fallback: string): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean ? truncate(clean, 200) : fallback;
}

export function artworkHead(artwork: Artwork, origin: string): PageHead {
  const url = `${origin}/artwork/${artwork.id}`;
  const artistUrl = `${origin}/artist/${artwork.artistId}`;
  const price = formatPrice(artwork.price);
  const facts = [artwork.medium, artwork.yearCreated, artwork.dimensions].filter(Boolean).join(', ');
  const image = artworkImage(artwork, origin);
  const fallback = `${facts ? `${facts}. ` : ''}An original by ${artwork.artistName} on Atelier.`;
  return {
    title: `${artwork.title} by ${artwork.artistName} · ${SITE_NAME}`,
    description: describe(artwork.description, fallback),
    canonical: url,
    type: 'product',
    image,
    price:
      artwork.price !== null && price
        ? { amount: artwork.price, currency: CURRENCY, label: price }
        : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: artwork.title,
      url,
      ...(artwork.description ? { description: artwork.description } : {}),
      ...(image ? { image: image.url } : {}),
      ...(artwork.medium ? { artMedium: artwork.medium } : {}),
      ...(artwork.specialty ? { genre: artwork.specialty } : {}),
      ...(artwork.yearCreated ? { dateCreated: String(artwork.yearCreated) } : {}),
      ...(artwork.dimensions ? { size: artwork.dimensions } : {}),
      creator: { '@type': 'Person', name: artwork.artistName, url: artistUrl },
      ...(artwork.price !== null
        ? {
            offers: {
              '@type': 'Offer',
              price: artwork.price.toFixed(2),
              priceCurrency: CURRENCY,
              url,
              availability: 'https://schema.org/InStock',
            },
          }
        : {}),
    },
  };
}

export function artistHead(artist: Artist, portfolio: Artwork[], origin: string): PageHead {
  const url = `${origin}/artist/${artist.id}`;
  const profile = previewVariant(artist.profileImageVariants);
  const image: PageHead['image'] = profile
    ? { url: absolute(profile.url, origin), width: profile.width, alt: artist.displayName }
    : artworkImage(
        portfolio.find((artwork) => artwork.images.length > 0),
        origin,
      );
  const specialties = artist.specialties.join(', ');
  const fallback = `${artist.displayName}${specialties ? `, ${specialties}` : ''}: artworks and commissions on Atelier.`;
  return {
    title: `${artist.displayName} · ${SITE_NAME}`,
    description: describe(artist.bio, fallback),
    canonical: url,
    type: 'profile',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: artist.displayName,
      url,
      ...(artist.bio ? { description: artist.bio } : {}),
      ...(image ? { image: image.url } : {}),
      ...(artist.specialties.length ? { knowsAbout: artist.specialties } : {}),
      ...(artist.website ? { sameAs: [artist.website] } : {}),
      jobTitle: 'Artist',
    },
  };
}

export function commissionHead(commission: Commission, origin: string): PageHead {
  const url = `${origin}/commission/${commission.id}`;
  const variant = previewVariant(commission.variants);
  const alt = `${commission.title} by ${commission.artistName}`;
  const image: PageHead['image'] = variant
    ? { url: absolute(variant.url, origin), width: variant.width, alt }
    : commission.imageUrl
      ? { url: absolute(commission.imageUrl, origin), width: 1280, alt }
      : undefined;
  const facts = [commission.medium, commission.dimensions].filter(Boolean).join(', ');
  const fallback = `${facts ? `${facts}. ` : ''}Commissioned from ${commission.artistName} on Atelier.`;
  return {
    title: `${commission.title} by ${commission.artistName} · ${SITE_NAME}`,
    description: describe(commission.description, fallback),
    canonical: url,
    type: 'website',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: commission.title,
      url,
      ...(commission.description ? { description: commission.description } : {}),
      ...(image ? { image: image.url } : {}),
      ...(commission.medium ? { artMedium: commission.medium } : {}),
      ...(commission.dimensions ? { size: commission.dimensions } : {}),
      creator: {
        '@type': 'Person',
        name: commission.artistName,
        url: `${origin}/artist/${commission.artistId}`,
      },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML (server only): title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`);
  meta('name', 'description', head.description);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.type) {
    meta('property', 'og:site_name', SITE_NAME);
    meta('property', 'og:type', head.type);
    meta('property', 'og:title', head.title.replace(/ · Atelier$/, ''));
    meta('property', 'og:description', head.description);
    if (head.canonical) meta('property', 'og:url', head.canonical);
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', head.title.replace(/ · Atelier$/, ''));
    meta('name', 'twitter:description', head.description);
  }
  if (head.image) {
    meta('property', 'og:image', head.image.url);
    meta('property', 'og:image:width', head.image.width);
    if (head.image.height) meta('property', 'og:image:height', head.image.height);
    meta('property', 'og:image:alt', head.image.alt);
    meta('name', 'twitter:image', head.image.url);
    meta('name', 'twitter:image:alt', head.image.alt);
  }
  if (head.price) {
    meta('property', 'product:price:amount', head.price.amount.toFixed(2));
    meta('property', 'product:price:currency', head.price.currency);
    meta('property', 'og:price:amount', head.price.amount.toFixed(2));
    meta('property', 'og:price:currency', head.price.currency);
    meta('name', 'twitter:label1', 'Price');
    meta('name', 'twitter:data1', head.price.label);
  }
  if (head.jsonLd) {
    // `<` escaped so no text in the data can close the script element.
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
