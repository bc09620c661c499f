import { findSiteRoute } from '@novavox/contracts-site/routes';
import { describe, expect, it } from 'vitest';
import { SIGNUP_STATUS_PATH } from './forms';
import { TEAM_DASHBOARD_PATH, teamDashboardUrl } from './team';

/**
 * The api sends people to two pages of the site: a waitlist link's status page and the team's dashboard. The paths
 * live here, where the api reads them; the site's route table (contracts-site, which this package may not import
 * outside its tests) serves them. Renamed on one side only, every e-mailed link would land on the 404 page.
 */
describe('the site pages the api links to', () => {
  it("are routes of the site's table, with the screens that answer them", () => {
    expect(findSiteRoute(SIGNUP_STATUS_PATH)).toMatchObject({ remote: 'mf_marketing', expose: './SignupStatusPage' });
    expect(findSiteRoute(TEAM_DASHBOARD_PATH)).toMatchObject({
      remote: 'mf_experiments',
      expose: './TestsDashboardPage',
    });
    expect(teamDashboardUrl('https://novavox.example')).toBe('https://novavox.example/admin/tests');
  });
});
