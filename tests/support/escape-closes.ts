import { expect, type Page } from '@playwright/test';

/** The dialog named `name` is open, and Escape closes it (the dialogs of the site all answer Escape). */
export async function expectEscapeCloses(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}
