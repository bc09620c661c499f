/**
 * What a live GET /analytics/ab-stats answer says, whichever producer made it (first-party or GA4): it reached
 * its source, holds real figures, and counts `totalPageViews` with one row per path of `pageViews`, in order.
 */
export function liveAbStatsAnswer(totalPageViews: number, pageViews: Record<string, number>) {
  return {
    connectionSuccessful: true,
    isLiveData: true,
    hasRealAbData: true,
    totalPageViews,
    pageViewData: { rows: Object.entries(pageViews).map(([path, views]) => ({ path, views })) },
  };
}
