import { Clock, ShieldX, UserRoundPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Artist } from '@contract/artist';
import { ButtonLink } from '@/components/ui/button';
import { profileNotice } from '@/features/artist-workspace/moderation-notes';
import { ResubmitControl } from '@/components/moderation/resubmit-control';
import { ReviewHistory } from '@/components/moderation/review-history';

/**
 * Says clearly where the artist's profile stands when it is not live: missing, waiting for an
 * admin's approval, rejected or revoked (with the admin's reason), and what the public sees.
 * Nothing for an approved profile.
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
  const notice = profileNotice(artist);
  if (!notice) return null;
  return (
    <Notice
      icon={notice.kind === 'pending' ? <Clock aria-hidden /> : <ShieldX aria-hidden />}
      title={notice.title}
    >
      {notice.reason ? (
        <p className="mb-2">
          <span className="font-medium">Reason: </span>
          <span data-testid="moderation-reason">{notice.reason}</span>
        </p>
      ) : null}
      <p>{notice.body}</p>
      {notice.kind === 'pending' ? null : <ResubmitControl subject="profile" id={artist.id} item={artist} />}
      {artist.moderation ? <ReviewHistory subject="artist" id={artist.id} collapsed /> : null}
    </Notice>
  );
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
