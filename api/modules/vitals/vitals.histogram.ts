import { VITAL_MAX, type VitalMetric } from '../../../contract/vitals-rules';

/**
 * Figures are kept as counts in logarithmic buckets (each about 10% wider than the one before), per
 * day, page type and metric: a bounded number of rows whatever the traffic, from which the 75th
 * percentile is read to within a few per cent.
 */
const GROWTH = 1.1;
/** CLS is counted in thousandths, so its buckets are as fine as the milliseconds of the others. */
const SCALE: Record<VitalMetric, number> = { LCP: 1, INP: 1, CLS: 1000 };

export function bucketOf(metric: VitalMetric, value: number): number {
  const scaled = Math.min(value, VITAL_MAX[metric]) * SCALE[metric];
  return scaled < 1 ? 0 : Math.floor(Math.log(scaled) / Math.log(GROWTH)) + 1;
}

/** The middle of a bucket (geometric), in the metric's own unit. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket === 0) return 0;
  const low = GROWTH ** (bucket - 1);
  return (low * Math.sqrt(GROWTH)) / SCALE[metric];
}

/** The 75th percentile of counted buckets, or null without samples. */
export function p75(metric: VitalMetric, counts: ReadonlyArray<{ bucket: number; count: number }>) {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const row of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += row.count;
    if (seen >= rank) return { value: bucketValue(metric, row.bucket), samples: total };
  }
  return null;
}
