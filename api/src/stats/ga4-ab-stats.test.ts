import { abStatsResponseSchema } from '@novavox/contracts-api/ab-stats';
import { experimentCatalog } from '@novavox/contracts-experiments';
import { afterEach, describe, expect, it } from 'vitest';
import { liveAbStatsAnswer } from '../testing/live-ab-stats-answer';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import type { Ga4ReportClient } from './ga4-ab-stats';

type Request = Parameters<Ga4ReportClient['runReport']>[0];
type Response = Awaited<ReturnType<Ga4ReportClient['runReport']>>;

const ga4Env = {
  GA4_PROPERTY_ID: '123456789',
  GA4_CLIENT_EMAIL: 'stats@novavox-site.iam.gserviceaccount.com',
  GA4_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnot-a-real-key\\n-----END PRIVATE KEY-----\\n',
};

const row = (dimensions: string[], metric: string) => ({
  dimensionValues: dimensions.map((value) => ({ value })),
  metricValues: [{ value: metric }],
});

/** A fake GA4 Data API: answers by the report's first dimension, records every request. */
function fakeGa4(answers: { experiments: () => Promise<Response>; pages: () => Promise<Response> }) {
  const requests: Request[] = [];
  const client: Ga4ReportClient = {
    runReport(request) {
      requests.push(request);
      return request.dimensions?.[0]?.name === 'pagePath' ? answers.pages() : answers.experiments();
    },
  };
  return { client, requests };
}

/** Every catalog experiment is answered, with or without data (the nine of docs/requirements.md §3 are pinned in ab-stats.test.ts). */
const catalogIds = experimentCatalog.map((experiment) => experiment.id);
const experimentIdsOf = (body: { experiments: { id: string }[] }) =>
  body.experiments.map((experiment) => experiment.id);

const pages = async (): Promise<Response> => ({ rows: [row(['/'], '120'), row(['/family'], '30')] });

/** A GA4 answering the page report with `pages` and the experiments report with these rows. */
const ga4WithExperimentRows = (...rows: NonNullable<Response['rows']>) =>
  fakeGa4({ pages, experiments: async () => ({ rows }) });

let api: TestServer | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

async function stats(client: Ga4ReportClient, query = '') {
  api = await startTestServer({ env: ga4Env, deps: { ga4Client: client } });
  return fetch(`${api.url}/analytics/ab-stats${query}`);
}

/** The answer's body, checked against the schema the dashboard parses it with. */
async function validBody(response: globalThis.Response) {
  const body = await response.json();
  expect(abStatsResponseSchema.safeParse(body).error?.issues).toBeUndefined();
  return body;
}

describe('GET /analytics/ab-stats with GA4 configured', () => {
  it('queries the custom dimensions and maps unique users to views and conversions', async () => {
    const ga4 = ga4WithExperimentRows(
      row(['cta_button_color', 'A', 'experiment_impression'], '200'),
      row(['cta_button_color', 'A', 'experiment_conversion'], '20'),
      row(['cta_button_color', 'D', 'experiment_impression'], '180'),
      row(['cta_button_color', 'D', 'experiment_conversion'], '27'),
      row(['(not set)', '(not set)', 'experiment_impression'], '999'),
      row(['retired_experiment', 'A', 'experiment_impression'], '50'),
    );
    const response = await stats(ga4.client, '?startDate=7daysAgo&endDate=yesterday');
    expect(response.status).toBe(200);
    const body = await validBody(response);
    expect(body).toMatchObject({ source: 'ga4', ...liveAbStatsAnswer(150, { '/': 120, '/family': 30 }) });
    expect(body).not.toHaveProperty('warning');
    const color = body.experiments.find((experiment: { id: string }) => experiment.id === 'cta_button_color');
    expect(color.variants.A).toMatchObject({ views: 200, conversions: 20 });
    expect(color.variants.D).toMatchObject({ views: 180, conversions: 27 });
    expect(color.variants.B).toMatchObject({ views: 0, conversions: 0 });
    expect(experimentIdsOf(body)).toEqual(catalogIds);

    const experimentsRequest = ga4.requests.find((request) => request.dimensions?.[0]?.name !== 'pagePath');
    expect(experimentsRequest).toMatchObject({
      property: 'properties/123456789',
      dateRanges: [{ startDate: '7daysAgo', endDate: 'yesterday' }],
      dimensions: [{ name: 'customEvent:experiment_id' }, { name: 'customEvent:variant_id' }, { name: 'eventName' }],
      metrics: [{ name: 'totalUsers' }],
      dimensionFilter: {
        filter: {
          fieldName: 'eventName',
          inListFilter: { values: ['experiment_impression', 'experiment_conversion'] },
        },
      },
    });
  });

  it("turns GA's 'not a valid dimension' failure into the warning and error the dashboard shows", async () => {
    const ga4 = fakeGa4({
      pages,
      experiments: () =>
        Promise.reject(
          Object.assign(
            new Error(
              '3 INVALID_ARGUMENT: Field customEvent:experiment_id is not a valid dimension. For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema',
            ),
            { code: 3 },
          ),
        ),
    });
    const response = await stats(ga4.client);
    expect(response.status).toBe(200);
    const body = await validBody(response);
    expect(body.warning).toContain('customEvent:experiment_id is not registered in GA4');
    expect(body.error).toBe(body.warning);
    expect(body).toMatchObject({
      isLiveData: false,
      hasRealAbData: false,
      connectionSuccessful: true,
      totalPageViews: 150,
    });
    expect(experimentIdsOf(body)).toEqual(catalogIds);
  });

  it('explains a service account without access to the property', async () => {
    const denied = () =>
      Promise.reject(
        Object.assign(new Error('7 PERMISSION_DENIED: User does not have sufficient permissions'), { code: 7 }),
      );
    const response = await stats(fakeGa4({ pages: denied, experiments: denied }).client);
    expect(response.status).toBe(200);
    const body = await validBody(response);
    expect(body.warning).toContain('no access to GA4 property 123456789');
    expect(body.connectionSuccessful).toBe(false);
  });

  it('answers 502 with a message when GA4 fails otherwise', async () => {
    const down = () => Promise.reject(new Error('14 UNAVAILABLE: connection refused'));
    const response = await stats(fakeGa4({ pages, experiments: down }).client);
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe('Google Analytics could not be read. Please try again later.');
  });

  it("reads each experiment's run from its start day to today, whatever the range", async () => {
    const ga4 = ga4WithExperimentRows(
      row(['cta_button_color', 'A', 'experiment_impression'], '200'),
      row(['cta_button_color', 'A', 'experiment_conversion'], '20'),
    );
    api = await startTestServer({
      env: ga4Env,
      deps: {
        ga4Client: ga4.client,
        now: () => Date.parse('2026-11-21T12:00:00Z'),
        experimentRunStarts: async () =>
          new Map([['cta_button_color', { startedAt: new Date('2026-10-02T09:30:00Z'), runId: 'r1' }]]),
      },
    });
    const body = await validBody(await fetch(`${api.url}/analytics/ab-stats?startDate=yesterday&endDate=yesterday`));
    const color = body.experiments.find((experiment: { id: string }) => experiment.id === 'cta_button_color');
    expect(color.run).toMatchObject({
      startedAt: '2026-10-02T09:30:00.000Z',
      from: '2026-10-02',
      to: '2026-11-21',
    });
    expect(color.run.variants.slice(0, 2)).toEqual([
      { key: 'A', views: 200, conversions: 20 },
      { key: 'B', views: 0, conversions: 0 },
    ]);
    expect(body.experiments.find((experiment: { id: string }) => experiment.id === 'subheadline').run).toBeNull();
    const ranges = ga4.requests
      .filter((request) => request.dimensions?.[0]?.name !== 'pagePath')
      .map((request) => request.dateRanges);
    expect(ranges).toEqual([
      [{ startDate: 'yesterday', endDate: 'yesterday' }],
      [{ startDate: '2026-10-02', endDate: 'today' }],
    ]);
  });

  it('caches a live answer per date range', async () => {
    const ga4 = ga4WithExperimentRows();
    const first = await stats(ga4.client, '?startDate=today');
    expect(first.status).toBe(200);
    expect((await first.json()).hasRealAbData).toBe(false);
    const url = api?.url;
    await fetch(`${url}/analytics/ab-stats?startDate=today`);
    expect(ga4.requests).toHaveLength(2);
    await fetch(`${url}/analytics/ab-stats?startDate=yesterday`);
    expect(ga4.requests).toHaveLength(4);
  });
});
