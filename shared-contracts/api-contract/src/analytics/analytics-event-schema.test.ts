import { DEBUG_EVENT_CATEGORY, EXPERIMENT_EVENT_CATEGORY, experimentCatalog } from '@novavox/contracts-experiments';
import { siteRoutes } from '@novavox/contracts-site/routes';
import { describe, expect, it } from 'vitest';
import { analyticsEventFromBus } from './analytics-event-from-bus';
import {
  ANALYTICS_BATCH_MAX_EVENTS,
  analyticsBatchSchema,
  EVENT_NOT_OBJECT_MESSAGE,
  EVENTS_BODY_NOT_OBJECT_MESSAGE,
  PAGE_PATH_MESSAGE,
  VISITOR_ID_MESSAGE,
} from './analytics-event-schema';

const impression = {
  name: 'experiment_impression',
  experiment_id: 'cta_button_color',
  variant_id: 'B',
  visitor_id: 'u-1',
};

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
    expect(analyticsEventFromBus({ type: 'voice/setup', settingUp: true })).toBeNull();
  });

  it('maps a web call that started, demo or platform, to demo_call_started, which the batch schema accepts', () => {
    const context = { visitorId: 'u-7', pagePath: '/care', now: 9 };
    for (const demo of [true, false]) {
      const event = analyticsEventFromBus({ type: 'voice/call-started', demo }, context);
      expect(event).toEqual({ name: 'demo_call_started', occurred_at: 9, visitor_id: 'u-7', page_path: '/care' });
      expect(analyticsBatchSchema.safeParse({ events: [event] }).error).toBeUndefined();
    }
  });

  it('produces events the batch schema accepts', () => {
    const event = analyticsEventFromBus(
      { type: 'experiment/impression', experimentId: 'cta_layout', variantId: 'A' },
      { visitorId: 'u-1' },
    );
    expect(analyticsBatchSchema.safeParse({ events: [event] }).success).toBe(true);
    // Without a visitor id the api refuses an impression: the sender drops it.
    const anonymous = analyticsEventFromBus({
      type: 'experiment/impression',
      experimentId: 'cta_layout',
      variantId: 'A',
    });
    expect(analyticsBatchSchema.safeParse({ events: [anonymous] }).error?.issues[0]?.message).toBe(
      'visitor_id is required for an impression',
    );
  });
});

describe('analyticsBatchSchema text rules (the forms’ rules, the same messages)', () => {
  const pageView = { name: 'page_view', page_path: '/' };
  const firstMessage = (event: Record<string, unknown>, field: string) =>
    analyticsBatchSchema
      .safeParse({ events: [event] })
      .error?.issues.find((issue) => issue.path.join('.') === `events.0.${field}`)?.message;

  it.each([
    ['javascript:alert(1)', PAGE_PATH_MESSAGE],
    ['https://evil.example/x', PAGE_PATH_MESSAGE],
    ['//evil.example/x', PAGE_PATH_MESSAGE],
    ['/\\evil.example', PAGE_PATH_MESSAGE],
    ['novavox-family', PAGE_PATH_MESSAGE],
    ['/a b', PAGE_PATH_MESSAGE],
    ['/<script>alert(1)</script>', 'page_path must not contain HTML'],
    ['/a\u0000b', 'page_path must not contain control, invisible or direction-changing characters'],
    ['/a\u200bb', 'page_path must not contain control, invisible or direction-changing characters'],
    ['/a\u202eb', 'page_path must not contain control, invisible or direction-changing characters'],
    ['/a\ud800b', 'page_path must not contain control, invisible or direction-changing characters'],
    ['/a\u2028b', 'page_path must not contain control, invisible or direction-changing characters'],
    [`/${'a'.repeat(512)}`, 'page_path must be at most 512 characters'],
  ])('refuses page_path %j', (path, message) => {
    expect(firstMessage({ ...pageView, page_path: path }, 'page_path')).toBe(message);
    expect(firstMessage({ ...impression, page_path: path }, 'page_path')).toBe(message);
  });

  it.each([
    ['', VISITOR_ID_MESSAGE],
    ['a b', VISITOR_ID_MESSAGE],
    ['<b>', VISITOR_ID_MESSAGE],
    ['u\u0000', VISITOR_ID_MESSAGE],
    ['u\u200d1', VISITOR_ID_MESSAGE],
    ['é', VISITOR_ID_MESSAGE],
    ['a'.repeat(65), VISITOR_ID_MESSAGE],
    [42, 'visitor_id must be text'],
  ])('refuses visitor_id %j', (visitorId, message) => {
    expect(firstMessage({ ...pageView, visitor_id: visitorId }, 'visitor_id')).toBe(message);
  });

  it.each([
    ['page_title', pageView, '<img src=x onerror=alert(1)>', 'page_title must not contain HTML'],
    [
      'page_title',
      pageView,
      'Home\u0007',
      'page_title must not contain control, invisible or direction-changing characters',
    ],
    ['event_label', impression, '<a href=x>', 'event_label must not contain HTML'],
    [
      'event_label',
      impression,
      'cta\u2066x',
      'event_label must not contain control, invisible or direction-changing characters',
    ],
    ['event_category', impression, '</script>', 'event_category must not contain HTML'],
    [
      'event_category',
      impression,
      'ab\u0085test',
      'event_category must not contain control, invisible or direction-changing characters',
    ],
    ['source', { name: 'form_submission', form: 'waitlist' }, '<svg onload=x>', 'source must not contain HTML'],
    [
      'source',
      { name: 'form_submission', form: 'waitlist' },
      'face\ufeffbook',
      'source must not contain control, invisible or direction-changing characters',
    ],
    [
      'experiment_id',
      impression,
      'cta\u0000',
      'experiment_id must not contain control, invisible or direction-changing characters',
    ],
  ])('refuses markup and hidden characters in %s', (field, event, value, message) => {
    expect(firstMessage({ ...event, [field]: value }, field)).toBe(message);
  });

  it('takes ordinary text with < and > that is not markup, and an empty page title', () => {
    const result = analyticsBatchSchema.safeParse({
      events: [
        { ...pageView, page_title: 'Prices < $5 > nothing' },
        { ...pageView, page_title: '' },
        { name: 'form_submission', form: 'waitlist', source: 'a <3 b' },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('names the rule when the body or an event is not an object', () => {
    for (const body of [[], 'events', 5, null, true]) {
      expect(analyticsBatchSchema.safeParse(body).error?.issues[0]?.message).toBe(EVENTS_BODY_NOT_OBJECT_MESSAGE);
      expect(analyticsBatchSchema.safeParse({ events: [body] }).error?.issues[0]?.message).toBe(
        EVENT_NOT_OBJECT_MESSAGE,
      );
    }
  });
});

describe('what the site sends still passes', () => {
  it('every route as a page view, with its title, and a crypto.randomUUID() visitor id', () => {
    const events = siteRoutes.map((route) => ({
      name: 'page_view' as const,
      page_path: route.path,
      page_title: route.title,
      visitor_id: crypto.randomUUID(),
      occurred_at: Date.now(),
    }));
    expect(events.map((event) => event.page_path)).toContain('/novavox-family');
    for (const event of events) expect(analyticsBatchSchema.safeParse({ events: [event] }).error).toBeUndefined();
  });

  it('the experiment impressions and conversions the bus carries, labelled with each variant’s name', () => {
    const context = { visitorId: crypto.randomUUID(), pagePath: '/', now: Date.now() };
    for (const experiment of experimentCatalog) {
      for (const variant of experiment.variants) {
        const events = [
          analyticsEventFromBus(
            {
              type: 'experiment/impression',
              experimentId: experiment.id,
              variantId: variant.key,
              category: EXPERIMENT_EVENT_CATEGORY,
              label: variant.name,
            },
            context,
          ),
          analyticsEventFromBus(
            {
              type: 'experiment/conversion',
              experimentId: experiment.id,
              variantId: variant.key,
              category: DEBUG_EVENT_CATEGORY,
              label: 'variant_debug_page',
            },
            context,
          ),
          analyticsEventFromBus({ type: 'form/submitted', form: 'waitlist', source: 'facebook' }, context),
        ];
        expect(analyticsBatchSchema.safeParse({ events }).error).toBeUndefined();
      }
    }
  });
});
