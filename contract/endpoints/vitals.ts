import { defineEndpoints } from '../endpoint';
import { VitalsBeaconSchema, VitalsSummarySchema } from '../vitals';

/** Real-user page speed (issue 21): beacons from visits, the summary on the admin dashboard. */
export const vitalsEndpoints = defineEndpoints({
  recordVitals: {
    method: 'POST',
    path: '/api/vitals',
    summary: "A page load's Core Web Vitals (LCP, INP, CLS), anonymous; rate-limited per address",
    tag: 'Vitals',
    body: VitalsBeaconSchema,
    response: null,
    status: 204,
    errors: [413, 429],
  },
  getVitals: {
    method: 'GET',
    path: '/api/vitals',
    summary: '75th percentile of each figure per page type over the last 7 days (admin)',
    tag: 'Admin',
    response: VitalsSummarySchema,
    errors: [401, 403],
  },
});
