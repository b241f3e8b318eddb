import { ArrowRight, BadgeCheck, Clock, ExternalLink, ShieldX } from 'lucide-react';
import type { Artist } from '@contract/artist';
import { SOCIAL_LINK_KEYS } from '@contract/constants';
import { ArtImage } from '@/components/ui/art-image';
import { defaultArtistImage } from '@/components/ui/art-image-sources';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { ProfileImages } from './profile-images';

const SOCIAL_LABELS: Record<(typeof SOCIAL_LINK_KEYS)[number], string> = {
  instagram: 'Instagram',
  website: 'Website',
  twitter: 'Twitter',
  behance: 'Behance',
  etsy: 'Etsy',
};

/** The Profile tab: the profile as collectors see it, and the images to pick the profile picture from. */
export function ProfileOverview({ artist }: { artist: Artist }) {
  const links = SOCIAL_LINK_KEYS.flatMap((key) => {
    const url = artist.socialLinks[key];
    return url ? [{ key, label: SOCIAL_LABELS[key], url }] : [];
  });
  if (artist.portfolioUrl) links.unshift({ key: 'website', label: 'Portfolio', url: artist.portfolioUrl });

  return (
    <div className="space-y-10">
      <div className="flex flex-col gap-6 rounded-(--radius-card) border border-line bg-surface p-5 sm:flex-row sm:p-6">
        <ArtImage
          src={artist.profileImageUrl ?? defaultArtistImage(artist.id)}
          variants={artist.profileImageVariants}
          fallbackSrc={defaultArtistImage(artist.id)}
          alt={`Profile picture of ${artist.displayName}`}
          aspectRatio={1}
          sizes="160px"
          className="size-32 shrink-0 rounded-full sm:size-40"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-3xl font-medium text-ink">{artist.displayName}</h2>
            <ApprovalBadge status={artist.approvalStatus} />
          </div>
          <p className="mt-1 text-muted">@{artist.username}</p>
          <div className="mt-3 flex flex-wrap gap-1.5">
            {(artist.specialties.length ? artist.specialties : ['Various']).map((name) => (
              <Badge key={name} tone="outline">
                {name}
              </Badge>
            ))}
          </div>
          <p className="mt-4 max-w-prose leading-relaxed whitespace-pre-line text-ink">
            {artist.bio || "This artist hasn't added a bio yet."}
          </p>
          {links.length ? (
            <ul className="mt-4 flex flex-wrap gap-x-5">
              {links.map((link) => (
                <li key={`${link.label}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
                  >
                    {link.label}
                    <ExternalLink aria-hidden className="size-3.5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {artist.approvalStatus === 'approved' ? (
            <ButtonLink to="/artist/$id" params={{ id: artist.id }} variant="link">
              View my public profile <ArrowRight aria-hidden />
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <ProfileImages artistId={artist.id} />
    </div>
  );
}

function ApprovalBadge({ status }: { status: Artist['approvalStatus'] }) {
  if (status === 'approved')
    return (
      <Badge tone="success">
        <BadgeCheck aria-hidden /> Verified
      </Badge>
    );
  if (status === 'pending')
    return (
      <Badge tone="warning">
        <Clock aria-hidden /> Pending Approval
      </Badge>
    );
  return (
    <Badge tone="danger">
      <ShieldX aria-hidden /> Rejected
    </Badge>
  );
}
