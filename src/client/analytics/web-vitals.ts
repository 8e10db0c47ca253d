import type { Metric } from 'web-vitals';

/** Share of sessions that report web vitals (SPEC 9: about 0.01%). */
export const WEB_VITALS_RATIO = 1e-4;

/** The event a metric sends (REFERENCE 8). */
export function webVitalEvent(metric: Pick<Metric, 'id' | 'name' | 'delta' | 'value'>): [string, Record<string, unknown>] {
  return [
    metric.name,
    { value: metric.delta, metric_label: 'web-vital', metric_value: metric.value, metric_delta: metric.delta, metric_id: metric.id },
  ];
}

/**
 * Reports the page's web vitals. The library is a chunk of its own, downloaded only by the
 * sessions that report; failing to load it is not the reader's problem, so it stays silent.
 */
export function reportWebVitals(send: (...args: unknown[]) => void): void {
  import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = (metric: Metric) => send('event', ...webVitalEvent(metric));
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    })
    .catch(() => undefined);
}
