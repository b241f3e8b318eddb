import { VITALS_SAMPLE_RATE, vitalPageOf, type VitalMetric } from '@contract/vitals-rules';

export interface VitalsOptions {
  sampleRate?: number;
  random?: () => number;
}

/**
 * Real-user page speed (issue 21): for a sample of page loads, the `web-vitals` library (its own
 * chunk, loaded once the page is idle) measures LCP, INP and CLS; the figures are sent together in
 * one `navigator.sendBeacon` to POST /api/vitals when the page is hidden or left. Anonymous: the
 * page type and the figures, nothing else.
 */
export async function reportWebVitals({
  sampleRate = VITALS_SAMPLE_RATE,
  random = Math.random,
}: VitalsOptions = {}): Promise<void> {
  if (random() >= sampleRate || typeof navigator.sendBeacon !== 'function') return;
  const page = vitalPageOf(window.location.pathname);
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const waiting = new Map<VitalMetric, number>();
  const add = (metric: { name: string; value: number }) =>
    waiting.set(metric.name as VitalMetric, Math.round(metric.value * 1000) / 1000);
  onLCP(add);
  onINP(add);
  onCLS(add);
  // Added after the library's own listeners, so what it reports on hiding is in the batch.
  const flush = () => {
    if (waiting.size === 0) return;
    const metrics = [...waiting].map(([name, value]) => ({ name, value }));
    waiting.clear();
    navigator.sendBeacon(
      '/api/vitals',
      new Blob([JSON.stringify({ page, metrics })], { type: 'application/json' }),
    );
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
