import clsx from 'clsx';
import {
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalPage,
  type VitalRating,
} from '@contract/vitals-rules';
import type { VitalsSummary } from '@contract/vitals';
import { LoadError } from '@/components/layout/page';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useVitals } from '@/api/vitals';

const PAGE_NAMES: Record<VitalPage, string> = {
  home: 'Home',
  artworks: 'Browse Artwork',
  artists: 'Artists',
  commissions: 'Commission Gallery',
  about: 'About',
  artwork: 'Artwork',
  artist: 'Artist profile',
  commission: 'Commission',
  other: 'Other pages',
};

const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
};

const RATING: Record<VitalRating, { label: string; bar: string; text: string }> = {
  good: { label: 'Good', bar: 'bg-success', text: 'text-success' },
  'needs-improvement': { label: 'Needs improvement', bar: 'bg-warning', text: 'text-warning' },
  poor: { label: 'Poor', bar: 'bg-danger', text: 'text-danger' },
};

export const formatVital = (metric: VitalMetric, value: number) =>
  metric === 'CLS' ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`;

/** The admin dashboard's page speed: p75 per page type over the last 7 days, from real visits. */
export function VitalsChart() {
  const query = useVitals();
  return (
    <section
      aria-labelledby="vitals-heading"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="vitals-heading" className="text-xl font-medium text-ink">
        Page speed from real visits
      </h2>
      <p className="mt-1 text-sm text-muted">
        75th percentile over the last 7 days, per page type, against Google&apos;s thresholds (a sample of
        visits, anonymous).
      </p>
      <QueryView
        query={query}
        pending={<Skeleton className="mt-5 h-48 w-full rounded-xl" />}
        error={<LoadError what="the page speed figures" onRetry={() => void query.refetch()} />}
      >
        {(summary) =>
          summary.pages.length === 0 ? (
            <p className="mt-5 text-sm text-muted">No visits measured in the last 7 days yet.</p>
          ) : (
            <div className="mt-5 grid gap-6 lg:grid-cols-3">
              {VITAL_METRICS.map((metric) => (
                <MetricBars key={metric} metric={metric} summary={summary} />
              ))}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

function MetricBars({ metric, summary }: { metric: VitalMetric; summary: VitalsSummary }) {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  // Bars are drawn on a scale running to 1.5x the "poor" threshold.
  const scale = poor * 1.5;
  const rows = summary.pages.flatMap(({ page, metrics }) => {
    const found = metrics.find((m) => m.name === metric);
    return found ? [{ page, ...found }] : [];
  });
  return (
    <figure>
      <figcaption className="text-sm font-medium text-ink">
        {METRIC_NAMES[metric]} <span className="text-muted">({metric})</span>
        <span className="block text-xs font-normal text-muted">
          good ≤ {formatVital(metric, good)}, poor &gt; {formatVital(metric, poor)}
        </span>
      </figcaption>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => (
          <li key={row.page} className="text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-ink">{PAGE_NAMES[row.page]}</span>
              <span className={clsx('font-medium tabular-nums', RATING[row.rating].text)}>
                {formatVital(metric, row.p75)} · {RATING[row.rating].label}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-subtle" aria-hidden>
              <div
                className={clsx('h-2 rounded-full', RATING[row.rating].bar)}
                style={{ width: `${Math.max(2, Math.min(100, (row.p75 / scale) * 100))}%` }}
              />
            </div>
            <span className="text-xs text-muted">
              {row.samples} {row.samples === 1 ? 'visit' : 'visits'}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
