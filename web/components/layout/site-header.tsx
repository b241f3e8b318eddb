import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Menu as MenuIcon, Search } from 'lucide-react';
import type { User } from '@contract/user';
import { showsAdminBadge } from '@/lib/access';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BrandLink } from './logo';
import { NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { SyncStatus } from './sync-status';
import { CartButton } from './cart-button';

// The menu sheet and the signed-in menu (Headless UI dialog, menu and floating positioning) are
// not part of the public first load: each loads when it is first needed (issue 10).
const MobileNav = lazy(() => import('./mobile-nav').then((module) => ({ default: module.MobileNav })));
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

export interface SiteHeaderProps {
  /** undefined while the current-user check runs, null when signed out. */
  user: User | null | undefined;
  onLogout: () => void;
  /** The current `search` URL parameter, shown in the search box. */
  search?: string;
}

const navLinkStyles =
  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-muted transition-colors hover:text-ink data-[status=active]:text-ink';

export function SiteHeader({ user, onLogout, search }: SiteHeaderProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileSearch, setMobileSearch] = useState(false);
  // Mounted from the first opening on, so its closing transition still plays.
  const [mobileWanted, setMobileWanted] = useState(false);
  const openMobile = (withSearch: boolean) => {
    setMobileSearch(withSearch);
    setMobileWanted(true);
    setMobileOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <BrandLink className="shrink-0" />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={navLinkStyles}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <SearchBox defaultValue={search} className="ml-auto hidden w-full max-w-sm md:block" />

        <div className="ml-auto flex items-center gap-0.5 sm:gap-2 md:ml-0">
          <SyncStatus signedIn={Boolean(user)} />
          {user ? (
            <ClientOnlyLazy fallback={<span aria-hidden className="inline-block size-11 shrink-0" />}>
              <NotificationBell />
            </ClientOnlyLazy>
          ) : null}
          <CartButton signedIn={Boolean(user)} />
          <div className="hidden items-center gap-2 lg:flex">
            <AccountArea user={user} onLogout={onLogout} />
          </div>
          <button
            type="button"
            onClick={() => openMobile(true)}
            aria-label="Search"
            // Signed in, the narrowest phones have no room for five buttons beside the name: the
            // menu has the same search box at its top.
            className={clsx(
              'inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-subtle md:hidden',
              user && 'max-[399px]:hidden',
            )}
          >
            <Search aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => openMobile(false)}
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-subtle lg:hidden"
          >
            <MenuIcon aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      {mobileWanted ? (
        <Suspense fallback={null}>
          <MobileNav
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            focusSearch={mobileSearch}
            user={user}
            onLogout={onLogout}
            search={search}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * A lazily loaded part of a server-rendered page: its fallback on the server and while the page
 * hydrates (the server cannot wait for a lazy chunk, so both renders agree), then the part itself.
 */
function ClientOnlyLazy({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

function AccountArea({ user, onLogout }: Pick<SiteHeaderProps, 'user' | 'onLogout'>) {
  if (user === undefined) return <Skeleton className="h-9 w-36 rounded-full" />;
  if (user === null) {
    return (
      <>
        <ButtonLink to="/login" variant="ghost">
          Login
        </ButtonLink>
        <ButtonLink to="/register">Register</ButtonLink>
      </>
    );
  }
  return (
    <>
      {showsAdminBadge(user.role) ? <Badge tone="accent">Admin</Badge> : null}
      <ClientOnlyLazy fallback={<Skeleton className="h-9 w-36 rounded-full" />}>
        <UserMenu user={user} onLogout={onLogout} />
      </ClientOnlyLazy>
    </>
  );
}
