/** The artist dashboard's tabs, in order (`/artist-dashboard?tab=`). Kept apart from the page so the route's search validation does not load it. */
export const DASHBOARD_TABS = [
  'artworks',
  'profile',
  'services',
  'requests',
  'messages',
  'sales',
  'account',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
