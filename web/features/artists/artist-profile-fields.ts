import type { Artist } from '@contract/artist';
import { SOCIAL_LINK_KEYS } from '@contract/constants';

/** Spec section 6: any signed-in user except the artist's own user may send a commission request. */
export function canRequestCommission(
  user: { id: number } | null | undefined,
  artist: Pick<Artist, 'userId'>,
): boolean {
  return !!user && user.id !== artist.userId;
}

/** Specialties, or 'Various' when there are none. */
export function specialtyLabels(artist: Pick<Artist, 'specialties'>): string[] {
  const names = artist.specialties.map((s) => s.trim()).filter(Boolean);
  return names.length ? names : ['Various'];
}

export type SocialKey = (typeof SOCIAL_LINK_KEYS)[number];
export interface SocialLink {
  key: SocialKey;
  label: string;
  href: string;
}

const LABELS: Record<SocialKey, string> = {
  instagram: 'Instagram',
  website: 'Website',
  twitter: 'Twitter',
  behance: 'Behance',
  etsy: 'Etsy',
};

/** Only http(s) links are shown; a bare domain gets https://. Anything else (javascript:, mailto:) is dropped. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The artist's social links and website as icon links, in a fixed order, without duplicates. */
export function socialLinks(artist: Pick<Artist, 'socialLinks' | 'website'>): SocialLink[] {
  const links: SocialLink[] = [];
  const seen = new Set<string>();
  for (const key of SOCIAL_LINK_KEYS) {
    const raw = key === 'website' ? (artist.socialLinks.website ?? artist.website) : artist.socialLinks[key];
    const href = safeExternalUrl(raw);
    if (!href || seen.has(href)) continue;
    seen.add(href);
    links.push({ key, label: LABELS[key], href });
  }
  return links;
}
