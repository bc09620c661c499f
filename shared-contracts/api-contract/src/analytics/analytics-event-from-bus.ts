import type { NovaVoxEvent } from '@novavox/contracts-runtime';
import type { AnalyticsEventDraft } from './analytics-event-schema';
import type { VisitLanding } from './visit-landing';

/**
 * Maps a bus event to the analytics event the shell forwards, or null for bus traffic that is not analytics.
 * Page views come from the shell's router, not the bus.
 */
export function analyticsEventFromBus(
  event: NovaVoxEvent,
  context: { visitorId?: string; pagePath?: string; now?: number; landing?: VisitLanding } = {},
): AnalyticsEventDraft | null {
  const common = {
    occurred_at: context.now ?? Date.now(),
    ...(context.visitorId ? { visitor_id: context.visitorId } : {}),
    ...(context.pagePath ? { page_path: context.pagePath } : {}),
  };
  switch (event.type) {
    case 'experiment/impression':
    case 'experiment/conversion':
      return {
        name: event.type === 'experiment/impression' ? 'experiment_impression' : 'experiment_conversion',
        ...common,
        experiment_id: event.experimentId,
        variant_id: event.variantId,
        event_category: event.category ?? 'experiment',
        ...(event.label ? { event_label: event.label } : {}),
        ...(event.type === 'experiment/impression' && context.landing ? context.landing : {}),
      };
    case 'voice/call-started':
      // Demo or platform alike: the metric counts a visitor who tried a live web call.
      return { name: 'demo_call_started', ...common };
    case 'form/submitted':
      return { name: 'form_submission', ...common, form: event.form, source: event.source || 'general' };
    default:
      return null;
  }
}
