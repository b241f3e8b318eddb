/**
 * Real-user page speed (issue 21): what the web reports and how it is judged. No zod here: the web
 * imports it in every page's first load (contract/vitals.ts has the schemas).
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Page types: a report names one of these, never a URL (reports are anonymous). */
export const VITAL_PAGES = [
  'home',
  'artworks',
  'artists',
  'commissions',
  'about',
  'artwork',
  'artist',
  'commission',
  'other',
] as const;
export type VitalPage = (typeof VITAL_PAGES)[number];

/** Google's Core Web Vitals thresholds: good up to the first, poor above the second. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/** The largest value a report may carry (ms; CLS is unitless): anything above is a bad beacon. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 10 };

/** The share of page loads that report (the rest measure nothing). */
export const VITALS_SAMPLE_RATE = 0.25;
/** Days the admin dashboard shows; older days are deleted. */
export const VITALS_DAYS = 7;

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

const PAGE_PATTERNS: Array<[RegExp, VitalPage]> = [
  [/^\/$/, 'home'],
  [/^\/artworks\/?$/, 'artworks'],
  [/^\/artists\/?$/, 'artists'],
  [/^\/commissions\/?$/, 'commissions'],
  [/^\/about\/?$/, 'about'],
  [/^\/artwork\/[^/]+\/?$/, 'artwork'],
  [/^\/artist\/[^/]+\/?$/, 'artist'],
  [/^\/commission\/[^/]+\/?$/, 'commission'],
];

/** The page type of a path (`/artwork/12` -> 'artwork'); every other page is 'other'. */
export function vitalPageOf(pathname: string): VitalPage {
  return PAGE_PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'other';
}
