import { ClipboardList, Package, Palette } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { showsArtistDashboardLink } from '@/lib/access';
import { useCurrentUser } from '@/api/auth';
import { AccountSecurity } from './account-security';
import { EmailSettings } from './email-settings';
import { NotificationMailSettings } from './notification-mail-settings';
import { ProfileDetails } from './profile-details';
import { TwoFactorSettings } from './two-factor-settings';

/**
 * `/profile`: the signed-in user's account, with links to their requests and (artists) dashboard,
 * the e-mail address (confirmed or not, and its change), which notifications also come by e-mail,
 * a change-password form and 'Sign out everywhere'.
 */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null; // the guard only renders this with a user
  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Profile"
        description="Your account details."
        actions={
          <>
            <ButtonLink to="/orders" variant="secondary">
              <Package aria-hidden /> Orders
            </ButtonLink>
            <ButtonLink to="/commission-requests" variant="secondary">
              <ClipboardList aria-hidden /> Requests
            </ButtonLink>
            {showsArtistDashboardLink(user.role) ? (
              <ButtonLink to="/artist-dashboard">
                <Palette aria-hidden /> Artist Dashboard
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <ProfileDetails user={user} />
      <EmailSettings user={user} />
      <NotificationMailSettings user={user} />
      <TwoFactorSettings />
      <AccountSecurity />
    </PageContainer>
  );
}
