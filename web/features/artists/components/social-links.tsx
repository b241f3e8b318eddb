import type { ComponentType } from 'react';
import { AtSign, Camera, Globe, Palette, Store } from 'lucide-react';
import type { SocialKey, SocialLink } from '@/features/artists/artist-profile-fields';

/** lucide has no brand marks: one neutral icon per network, named by the link's label. */
export const SOCIAL_ICONS: Record<
  SocialKey,
  ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
> = {
  instagram: Camera,
  website: Globe,
  twitter: AtSign,
  behance: Palette,
  etsy: Store,
};

/** The artist's website and social profiles as icon links (new tab). */
export function SocialLinks({ links, artistName }: { links: SocialLink[]; artistName: string }) {
  if (!links.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`${artistName} elsewhere`}>
      {links.map(({ key, label, href }) => {
        const Icon = SOCIAL_ICONS[key];
        return (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              title={label}
              aria-label={`${label} (opens in a new tab)`}
              className="inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-subtle hover:text-ink"
            >
              <Icon aria-hidden className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
