import type { ExperimentId } from '@novavox/contracts-experiments';

/**
 * The page each catalog experiment is shown on: all nine vary parts of the landing page, so all of them meet there
 * (docs/statistics.md S12). A new experiment must say where it runs (the record is typed by the catalog's ids).
 */
export const EXPERIMENT_PAGES: Readonly<Record<ExperimentId, string>> = {
  family_headline: '/',
  cta_button_text: '/',
  cta_button_color: '/',
  subheadline: '/',
  feature_messaging: '/',
  testimonial_style: '/',
  phone_feature_framing: '/',
  cta_layout: '/',
  value_proposition: '/',
};
