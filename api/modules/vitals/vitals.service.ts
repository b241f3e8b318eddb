import { VITAL_METRICS, VITAL_PAGES, VITALS_DAYS, vitalRating } from '../../../contract/vitals-rules';
import type { VitalsBeacon, VitalsSummary } from '../../../contract/vitals';
import { bucketOf, p75 } from './vitals.histogram';
import { countSamples, pruneDays, readCounts } from './vitals.repo';
import type { DbDeps } from '../../deps';

/** Counts one beacon's figures (a figure reported twice in one beacon counts once, the last). */
export async function recordBeacon(deps: DbDeps, beacon: VitalsBeacon): Promise<void> {
  const latest = new Map(beacon.metrics.map((sample) => [sample.name, sample.value]));
  await countSamples(
    deps.db,
    [...latest].map(([metric, value]) => ({ page: beacon.page, metric, bucket: bucketOf(metric, value) })),
  );
  await pruneDays(deps.db, VITALS_DAYS);
}

/** The 75th percentile of each figure per page type over the last VITALS_DAYS days. */
export async function summarize(deps: DbDeps): Promise<VitalsSummary> {
  const counts = await readCounts(deps.db, VITALS_DAYS);
  const pages = VITAL_PAGES.flatMap((page) => {
    const metrics = VITAL_METRICS.flatMap((name) => {
      const found = p75(
        name,
        counts.filter((row) => row.page === page && row.metric === name),
      );
      if (!found) return [];
      const value = name === 'CLS' ? Math.round(found.value * 1000) / 1000 : Math.round(found.value);
      return [{ name, p75: value, samples: found.samples, rating: vitalRating(name, value) }];
    });
    return metrics.length ? [{ page, metrics }] : [];
  });
  return { days: VITALS_DAYS, pages };
}
