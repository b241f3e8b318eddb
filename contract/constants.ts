import type { PriceBucket } from './enums';

/** Business constants of spec section 9. */
export const CURRENCY = 'USD';
/**
 * Price filter buckets (dollars). `min` is inclusive and `max` exclusive, so every price falls in
 * exactly one bucket: 100 is in '100-500', 500 in '500-1000'. The API's `minPrice`/`maxPrice`
 * query parameters follow the same rule (see `inPriceRange`).
 */
export const PRICE_BUCKETS: Record<PriceBucket, { label: string; min?: number; max?: number }> = {
  'under-100': { label: 'Under $100', max: 100 },
  '100-500': { label: '$100 - $500', min: 100, max: 500 },
  '500-1000': { label: '$500 - $1,000', min: 500, max: 1000 },
  'over-1000': { label: 'Over $1,000', min: 1000 },
};
/** The one inclusive-min, exclusive-max rule for price ranges, used by the API and the UI. */
export function inPriceRange(
  price: number,
  range: { min?: number | undefined; max?: number | undefined },
): boolean {
  return (range.min === undefined || price >= range.min) && (range.max === undefined || price < range.max);
}
export const CARD_BIO_MAX_CHARS = 80;
export const FEATURED_LIMITS = { artists: 3, artworks: 3, commissions: 2 } as const;
export const POPULAR_SPECIALTIES_COUNT = 8;
export const PRINT_QUANTITY = { min: 1, max: 5 } as const;
export const PRINT_SHIPPING_TEXT = 'Ships worldwide in 5-7 business days';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
export const MAX_ARTWORK_IMAGES = 8;
export const DEFAULT_ARTIST_IMAGE_COUNT = 3;
export const ADMIN_ARTWORK_EXTRA_IMAGES = 3;
export const ADMIN_SKELETON_ROWS = 5;
export const MONEY_STEP = 0.01;
export const CURRENT_USER_KEY = '/api/auth/me';
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SELECT_TYPEAHEAD_RESET_MS = 1000;
/** Image renditions the API produces for every upload (WebP, never upscaled). */
export const IMAGE_WIDTHS = [320, 640, 1280, 2048] as const;
/** Idempotency records are kept at least this long. */
export const IDEMPOTENCY_TTL_DAYS = 30;
/** How many originals one account may hold reserved (unpaid) at once. */
export const MAX_OPEN_RESERVATIONS = 3;
/** Default reservation window of an unpaid order (RESERVATION_MINUTES overrides it). */
export const DEFAULT_RESERVATION_MINUTES = 30;

/** The social links an artist profile may carry, in display order. */
export const SOCIAL_LINK_KEYS = ['instagram', 'website', 'twitter', 'behance', 'etsy'] as const;
