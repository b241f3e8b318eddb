/** The header's main links (spec section 1), also in the mobile menu and the footer. */
export const NAV_LINKS = [
  { to: '/artworks', label: 'Gallery' },
  { to: '/artists', label: 'Artists' },
  { to: '/commissions', label: 'Commissions' },
  { to: '/about', label: 'About' },
] as const;
