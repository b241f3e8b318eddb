import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, LogIn, Mail, MessageSquare } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { DropdownItems, DropdownSeparator, Menu, MenuItem, menuItemStyles } from '@/components/ui/menu';
import { MenuButton } from '@headlessui/react';
import type { SocialLink } from '@/features/artists/artist-profile-fields';
import { SOCIAL_ICONS } from './social-links';

export interface ContactMenuProps {
  firstName: string;
  links: SocialLink[];
  /** Signed in and not this artist: write them a message (a conversation not tied to a request). */
  onMessage?: () => void;
  /** Open as soon as it mounts (it replaces the plain button that was pressed: lazy-contact-menu.tsx). */
  openAtOnce?: boolean;
}

/**
 * 'Contact': every way to reach the artist that really works. A signed-in visitor writes them a
 * message (answered from the artist's dashboard); a signed-out one is offered to log in first; their
 * website and social profiles follow.
 */
export function ContactMenu({ firstName, links, onMessage, openAtOnce = false }: ContactMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openAtOnce) return;
    buttonRef.current?.focus();
    buttonRef.current?.click();
  }, [openAtOnce]);
  return (
    <Menu>
      <MenuButton ref={buttonRef} className={buttonStyles({ variant: 'secondary' })}>
        <Mail aria-hidden />
        Contact
        <ChevronDown aria-hidden />
      </MenuButton>
      <DropdownItems className="origin-top-left">
        {onMessage ? (
          <MenuItem>
            <button type="button" onClick={onMessage} className={menuItemStyles}>
              <MessageSquare aria-hidden />
              Write to {firstName}
            </button>
          </MenuItem>
        ) : (
          <MenuItem>
            <Link to="/login" className={menuItemStyles}>
              <LogIn aria-hidden />
              Log in to write to {firstName}
            </Link>
          </MenuItem>
        )}
        {links.length ? <DropdownSeparator /> : null}
        {links.map(({ key, label, href }) => {
          const Icon = SOCIAL_ICONS[key];
          return (
            <MenuItem key={key}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={menuItemStyles}>
                <Icon aria-hidden />
                {label}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </MenuItem>
          );
        })}
      </DropdownItems>
    </Menu>
  );
}
