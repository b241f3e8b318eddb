import { Link } from '@tanstack/react-router';
import {
  ClipboardList,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  Package,
  Palette,
  UserRound,
} from 'lucide-react';
import type { User } from '@contract/user';
import { showsAdminBadge, showsAdminDashboardLink, showsArtistDashboardLink } from '@/lib/access';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Sheet } from '@/components/ui/dialog';
import { NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';

export interface MobileNavProps {
  open: boolean;
  onClose: () => void;
  /** Put the cursor in the search box on open (the header's search button). */
  focusSearch: boolean;
  user: User | null | undefined;
  onLogout: () => void;
  search?: string;
}

const rowStyles =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base text-ink hover:bg-subtle data-[status=active]:bg-subtle [&_svg]:size-5 [&_svg]:text-muted';

/** The phone menu: a bottom sheet (within thumb reach) with search, the main links and the account actions. */
export function MobileNav({ open, onClose, focusSearch, user, onLogout, search }: MobileNavProps) {
  return (
    <Sheet open={open} onClose={onClose} title="Menu" side="bottom" className="lg:hidden">
      <SearchBox defaultValue={search} autoFocus={focusSearch} onSearched={onClose} />
      <nav aria-label="Main" className="mt-4">
        <ul className="grid grid-cols-2 gap-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onClose}
                className="flex min-h-14 items-center justify-center rounded-2xl border border-line bg-surface font-display text-lg text-ink data-[status=active]:border-accent data-[status=active]:text-accent"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-5 border-t border-line pt-4">
        {user ? (
          <>
            <div className="flex items-center gap-2 px-3 pb-2">
              <p className="min-w-0 truncate text-sm text-muted">
                Signed in as <span className="font-medium text-ink">{user.firstName || user.username}</span>
              </p>
              {showsAdminBadge(user.role) ? <Badge tone="accent">Admin</Badge> : null}
            </div>
            <ul className="grid gap-1">
              <li>
                <Link to="/profile" onClick={onClose} className={rowStyles}>
                  <UserRound aria-hidden /> Profile
                </Link>
              </li>
              <li>
                <Link to="/orders" onClick={onClose} className={rowStyles}>
                  <Package aria-hidden /> Orders
                </Link>
              </li>
              <li>
                <Link to="/commission-requests" onClick={onClose} className={rowStyles}>
                  <ClipboardList aria-hidden /> Requests
                </Link>
              </li>
              <li>
                <Link to="/messages" onClick={onClose} className={rowStyles}>
                  <MessagesSquare aria-hidden /> Messages
                </Link>
              </li>
              {showsArtistDashboardLink(user.role) ? (
                <li>
                  <Link to="/artist-dashboard" onClick={onClose} className={rowStyles}>
                    <Palette aria-hidden /> Artist Dashboard
                  </Link>
                </li>
              ) : null}
              {showsAdminDashboardLink(user.role) ? (
                <li>
                  <Link to="/admin" onClick={onClose} className={rowStyles}>
                    <LayoutDashboard aria-hidden /> Admin Dashboard
                  </Link>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                  className={`${rowStyles} w-full text-left`}
                >
                  <LogOut aria-hidden /> Logout
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <ButtonLink to="/login" variant="secondary" size="lg" onClick={onClose}>
              Login
            </ButtonLink>
            <ButtonLink to="/register" size="lg" onClick={onClose}>
              Register
            </ButtonLink>
          </div>
        )}
      </div>
    </Sheet>
  );
}
