/** The commission requests page's tabs (`/commission-requests?tab=`). Kept apart from the view so the route's search validation does not load it. */
export const REQUEST_TABS = ['sent', 'received'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];
