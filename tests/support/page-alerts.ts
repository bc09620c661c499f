import type { Dialog, Page } from '@playwright/test';

/** Every `alert()` message the page shows from now on, each accepted as a person would. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}
