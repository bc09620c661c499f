/** Every text of the dashboard that the spec fixes (sections 2, 4 and 8), written once. */
export const dashboardMessages = {
  loading: 'Loading test data...',
  realData: 'Using real A/B test data!',
  empty: 'No experiment data found for the selected date range.',
  emptyHint:
    'Try a different date range, or check that your analytics setup records experiment_impression and experiment_conversion events.',
  gaNotConfigured: (message: string) =>
    `Google Analytics is not configured properly: ${message} Until this is fixed, the dashboard cannot display accurate variant-specific data.`,
  gaNotConfiguredNote: 'The variants are still listed below, but their performance data is not accurate.',
  fallback: (message: string) => `Using fallback data: ${message}`,
  invalidJson: (detail: string) => `Invalid JSON response: ${detail}`,
  unexpectedFormat: 'API returned data in unexpected format',
  /** The spec's text, then the field at fault and the rule it breaks. */
  unexpectedFormatAt: (field: string, rule: string) => `API returned data in unexpected format (${field}: ${rule})`,
  loadError: (message: string) => `Error loading data: ${message}`,
  outerError: (message: string) => `Failed to load data: ${message}`,
  resetAllConfirm: 'This will reset all your assigned variants. Continue?',
  resetAllDone: 'All variants have been reset.',
  resetOne: (experimentId: string) => `Reset variant for experiment: ${experimentId}`,
  lowDataFootnote: '* Fewer than 5 views: not enough data for a reliable rate or comparison.',
} as const;
