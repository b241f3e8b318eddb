import { lazy, Suspense, useState } from 'react';
import { ChevronDown, Mail } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import type { ContactMenuProps } from './contact-menu';

// The menu (Headless UI's menu and its floating positioning) loads when 'Contact' is first pressed,
// not with the artist page (issue 10).
const ContactMenu = lazy(() => import('./contact-menu').then((module) => ({ default: module.ContactMenu })));

/**
 * 'Contact' on an artist's profile: a plain button until first pressed, then the menu, opened at once
 * (web/features/artists/components/contact-menu.tsx).
 */
export function LazyContactMenu(props: ContactMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      className={buttonStyles({ variant: 'secondary' })}
    >
      <Mail aria-hidden />
      Contact
      <ChevronDown aria-hidden />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ContactMenu {...props} openAtOnce />
    </Suspense>
  );
}
