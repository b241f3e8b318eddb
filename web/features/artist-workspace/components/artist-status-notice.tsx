import { Clock, ShieldX, UserRoundPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Artist } from '@contract/artist';
import { ButtonLink } from '@/components/ui/button';

/**
 * Says clearly where the artist's profile stands when it is not live: missing, waiting for an
 * admin's approval, or not approved. Nothing for an approved profile.
 */
export function ArtistStatusNotice({ artist }: { artist: Artist | null }) {
  if (!artist) {
    return (
      <Notice icon={<UserRoundPlus aria-hidden />} title="Create your artist profile to get started">
        Collectors meet you through your profile. Add a bio, your specialties and a few images, then our team
        reviews it.
        <div className="mt-3">
          <ButtonLink to="/artist-profile-edit">Create My Artist Profile</ButtonLink>
        </div>
      </Notice>
    );
  }
  if (artist.approvalStatus === 'pending') {
    return (
      <Notice icon={<Clock aria-hidden />} title="Your artist profile is pending approval">
        Our team reviews every new artist profile. Until an admin approves it, your profile and your artworks
        are not shown in the marketplace. You can add artworks and polish your profile in the meantime.
      </Notice>
    );
  }
  if (artist.approvalStatus === 'rejected') {
    return (
      <Notice icon={<ShieldX aria-hidden />} title="Your artist profile was not approved">
        Your profile and artworks are not shown in the marketplace. Update your profile and our team will take
        another look.
      </Notice>
    );
  }
  return null;
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="mb-8 flex gap-4 rounded-(--radius-card) border border-warning/40 bg-warning-soft p-5"
    >
      <span className="mt-0.5 shrink-0 text-warning [&_svg]:size-5">{icon}</span>
      <div className="text-sm text-ink">
        <p className="font-semibold">{title}</p>
        <div className="mt-1 leading-relaxed">{children}</div>
      </div>
    </div>
  );
}
