import { z } from 'zod';
import './zod-config';
import { VITAL_MAX, VITAL_METRICS, VITAL_PAGES } from './vitals-rules';

export const VitalMetricSchema = z.enum(VITAL_METRICS);
export const VitalPageSchema = z.enum(VITAL_PAGES);

const VitalSampleSchema = z
  .object({ name: VitalMetricSchema, value: z.number().finite().min(0) })
  .refine((sample) => sample.value <= VITAL_MAX[sample.name], {
    message: 'Value out of range',
    path: ['value'],
  });

/** `POST /api/vitals`: one page load's figures (a beacon), anonymous. */
export const VitalsBeaconSchema = z.object({
  page: VitalPageSchema,
  metrics: z
    .array(VitalSampleSchema)
    .min(1)
    .max(VITAL_METRICS.length * 2),
});
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;

const RatingSchema = z.enum(['good', 'needs-improvement', 'poor']);

/** `GET /api/vitals`: the 75th percentile of each figure per page type over the last days (admin). */
export const VitalsSummarySchema = z.object({
  days: z.number().int(),
  pages: z.array(
    z.object({
      page: VitalPageSchema,
      metrics: z.array(
        z.object({
          name: VitalMetricSchema,
          p75: z.number(),
          samples: z.number().int(),
          rating: RatingSchema,
        }),
      ),
    }),
  ),
});
export type VitalsSummary = z.infer<typeof VitalsSummarySchema>;
