import { describe, expect, it } from 'vitest';
import { analyticsEventFromBus } from './analytics-event-from-bus';
import { ANALYTICS_BATCH_MAX_EVENTS, analyticsBatchSchema } from './analytics-event-schema';

const impression = { name: 'experiment_impression', experiment_id: 'cta_button_color', variant_id: 'B' };

describe('analyticsBatchSchema', () => {
  it('accepts every event kind and fills event_category', () => {
    const parsed = analyticsBatchSchema.parse({
      events: [
        impression,
        { ...impression, name: 'experiment_conversion', event_category: 'debug_test', event_label: 'Join' },
        { name: 'page_view', page_path: '/', occurred_at: 1_700_000_000_000, visitor_id: 'u-1' },
        { name: 'form_submission', form: 'waitlist', source: 'facebook' },
      ],
    });
    expect(parsed.events[0]).toMatchObject({ event_category: 'experiment' });
    expect(parsed.events[1]).toMatchObject({ event_category: 'debug_test', event_label: 'Join' });
  });

  it.each([
    [{ events: [] }, 'at least one'],
    [{ events: Array.from({ length: ANALYTICS_BATCH_MAX_EVENTS + 1 }, () => impression) }, 'at most'],
    [{ events: [{ ...impression, variant_id: 'b' }] }, 'variant_id'],
    [{ events: [{ ...impression, experiment_id: '<script>' }] }, 'experiment_id'],
    [{ events: [{ name: 'purchase' }] }, 'name must be'],
    [{ events: [{ name: 'page_view' }] }, 'page_path'],
    [{ events: 'x' }, 'list'],
  ])('rejects %j', (batch, message) => {
    const result = analyticsBatchSchema.safeParse(batch);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });
});

describe('analyticsEventFromBus', () => {
  it('maps experiment and form events and ignores the rest', () => {
    const context = { visitorId: 'u-1', pagePath: '/family', now: 5 };
    expect(
      analyticsEventFromBus(
        { type: 'experiment/conversion', experimentId: 'subheadline', variantId: 'C', label: 'cta' },
        context,
      ),
    ).toEqual({
      name: 'experiment_conversion',
      occurred_at: 5,
      visitor_id: 'u-1',
      page_path: '/family',
      experiment_id: 'subheadline',
      variant_id: 'C',
      event_category: 'experiment',
      event_label: 'cta',
    });
    expect(analyticsEventFromBus({ type: 'form/submitted', form: 'contact', source: '' }, { now: 1 })).toEqual({
      name: 'form_submission',
      occurred_at: 1,
      form: 'contact',
      source: 'general',
    });
    expect(analyticsEventFromBus({ type: 'modal/close' })).toBeNull();
  });

  it('produces events the batch schema accepts', () => {
    const event = analyticsEventFromBus({ type: 'experiment/impression', experimentId: 'cta_layout', variantId: 'A' });
    expect(analyticsBatchSchema.safeParse({ events: [event] }).success).toBe(true);
  });
});
