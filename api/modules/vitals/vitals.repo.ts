import type { Knex } from 'knex';
import type { VitalMetric, VitalPage } from '../../../contract/vitals-rules';

export interface BucketCount {
  page: VitalPage;
  metric: VitalMetric;
  bucket: number;
  count: number;
}

/** Adds one to each (today, page, metric, bucket) counter. */
export async function countSamples(
  db: Knex,
  samples: ReadonlyArray<{ page: VitalPage; metric: VitalMetric; bucket: number }>,
): Promise<void> {
  for (const { page, metric, bucket } of samples) {
    await db.raw(
      `INSERT INTO web_vitals_daily (day, page, metric, bucket, count) VALUES (CURRENT_DATE, ?, ?, ?, 1)
       ON CONFLICT (day, page, metric, bucket) DO UPDATE SET count = web_vitals_daily.count + 1`,
      [page, metric, bucket],
    );
  }
}

/** The counters of the last `days` days (today included), summed per page, metric and bucket. */
export async function readCounts(db: Knex, days: number): Promise<BucketCount[]> {
  const rows = (await db('web_vitals_daily')
    .select('page', 'metric', 'bucket')
    .sum({ count: 'count' })
    .whereRaw('day > CURRENT_DATE - ?::int', [days])
    .groupBy('page', 'metric', 'bucket')) as Array<{
    page: VitalPage;
    metric: VitalMetric;
    bucket: number;
    count: string | number;
  }>;
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Deletes the days older than the last `days`: the table never grows past a few thousand rows. */
export async function pruneDays(db: Knex, days: number): Promise<number> {
  return db('web_vitals_daily').whereRaw('day <= CURRENT_DATE - ?::int', [days]).del();
}
