import { Link } from '@tanstack/react-router';
import {
  ChevronDown,
  ClipboardList,
  Heart,
  MessagesSquare,
  LayoutDashboard,
  LogOut,
  Package,
  Palette,
  UserRound,
} from 'lucide-react';
import type { User } from '@contract/user';
import { showsAdminDashboardLink, showsArtistDashboardLink } from '@/lib/access';
import {
  DropdownButton,
  DropdownItems,
  DropdownSeparator,
  Menu,
  MenuItem,
  menuItemStyles,
} from '@/components/ui/menu';

export interface UserMenuProps {
  user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email' | 'role'>;
  onLogout: () => void;
}

/** The signed-in user's menu, labelled with their first name (spec section 2). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const name = user.firstName || user.username;
  return (
    <Menu>
      <DropdownButton className="pl-1.5">
        <span
          aria-hidden
          className="inline-flex size-8 items-center justify-center rounded-full bg-accent-soft font-display text-sm font-semibold text-accent"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{name}</span>
        <ChevronDown aria-hidden className="size-4 text-muted" />
      </DropdownButton>
      <DropdownItems>
        <div className="px-3 pt-2 pb-2.5">
          <p className="truncate text-sm font-medium text-ink">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-muted">{user.email}</p>
        </div>
        <DropdownSeparator />
        <MenuItem>
          <Link to="/profile" className={menuItemStyles}>
            <UserRound aria-hidden /> Profile
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/orders" className={menuItemStyles}>
            <Package aria-hidden /> Orders
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/commission-requests" className={menuItemStyles}>
            <ClipboardList aria-hidden /> Requests
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/messages" className={menuItemStyles}>
            <MessagesSquare aria-hidden /> Messages
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/saved" className={menuItemStyles}>
            <Heart aria-hidden /> Saved
          </Link>
        </MenuItem>
        {showsArtistDashboardLink(user.role) ? (
          <MenuItem>
            <Link to="/artist-dashboard" className={menuItemStyles}>
              <Palette aria-hidden /> Artist Dashboard
            </Link>
          </MenuItem>
        ) : null}
        {showsAdminDashboardLink(user.role) ? (
          <MenuItem>
            <Link to="/admin" className={menuItemStyles}>
              <LayoutDashboard aria-hidden /> Admin Dashboard
            </Link>
          </MenuItem>
        ) : null}
        <DropdownSeparator />
        <MenuItem>
          <button type="button" onClick={onLogout} className={menuItemStyles}>
            <LogOut aria-hidden /> Logout
          </button>
        </MenuItem>
      </DropdownItems>
    </Menu>
  );
}
