import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySlots } from '@novavox/contracts-experiments';
import { callTriggerLabel } from '@novavox/contracts-runtime/call-flavour';
import { REMOTE_LOADING_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/page-marks';
import {
  STATIC_COVERING_ATTRIBUTE,
  STATIC_DIALOG_ATTRIBUTE,
  type StaticDialogPlan,
} from '@novavox/contracts-site/prerendered-page/static-dialog';
import type { Page } from 'playwright-core';
import { PRERENDER_DIR } from '../prerender-manifest';
import { loadPage } from './browser-page';
import { splitByMarkup } from './critical-css';
import { hashedName } from './output-files';
import { staticDialogMarkup } from './static-dialog-markup';

/**
 * Each dialog that a button of the page opens, opened as a visitor's tap would, with its first screen (markup and
 * the CSS it needs that the page has not inlined) saved as files of their own under prerendered/, and the same
 * in a `<template>` at the end of the page's body (its CSS in a `<style>`), which the start script takes so that
 * an early tap needs no request; it fetches the files only for a tap before the template is parsed. A dialog
 * whose markup or CSS points at a remote's origin is left out (a static file cannot follow that origin): its
 * button then opens the live dialog only.
 */

/**
 * The buttons whose dialog a visitor may ask for before the live page has loaded (docs/performance.md), by the
 * labels the prerendered pages show: the call trigger's, and the hero's waitlist button's default (the old home
 * page's waitlist button reads the same).
 */
export const DIALOG_BUTTONS = [callTriggerLabel('default'), copySlots.hero_cta_label.defaultText];

/** The CSS the static dialog adds to its file's stylesheet: two backdrops on top of each other darken the page. */
export const STATIC_DIALOG_CSS = `dialog[${STATIC_DIALOG_ATTRIBUTE}][${STATIC_COVERING_ATTRIBUTE}]::backdrop{background:transparent}`;

/** A dialog as the prerender saw it open. */
export interface OpenedDialog {
  /** Indexes of its buttons among the page's `#root button` elements. */
  at: number[];
  /** Its markup made to stand alone (static-dialog-markup.ts), origins as rendered. */
  markup: string;
  /** Every stylesheet on the page while it was open. */
  sheets: string[];
}

/** Opens the dialog of the page's first button with this text (outside dialogs); null when it has none. */
async function openDialog(page: Page, url: string, text: string): Promise<OpenedDialog | null> {
  // Each from a fresh page, so that its file gets only the CSS it loads itself.
  await loadPage(page, url);
  const at = await page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll('#root button')).flatMap((button, index) =>
        button.textContent === wanted && !button.closest('dialog') ? [index] : [],
      ),
    text,
  );
  if (at.length === 0) return null;
  await page.evaluate(
    (index) => document.querySelectorAll<HTMLButtonElement>('#root button')[index]?.click(),
    at[0] ?? 0,
  );
  await page.waitForFunction((loadingMark) => {
    const dialog = document.querySelector('dialog[open]');
    const sheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
    return (
      Boolean(dialog?.querySelector('h2')) &&
      !dialog?.querySelector(`[${loadingMark}]`) &&
      sheets.every((link) => link.sheet)
    );
  }, REMOTE_LOADING_ATTRIBUTE);
  // What the dialog asks for as it opens (the call dialog checks whether phone calls are available).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const markup = await page.$eval('dialog[open]', staticDialogMarkup);
  const sheets = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href),
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  return { at, markup, sheets };
}

export interface DialogFiles {
  /** Relative to the shell's build: the stylesheet, then the fragment that links it. */
  cssFile: string;
  css: string;
  file: string;
  fragment: string;
  /** The same fragment with its CSS in a `<style>` for the page's own `<template>`; null when the CSS cannot be. */
  inline: string | null;
}

/**
 * The dialog's two files: its CSS (the page's own rules it did not inline first, as in the page's cascade, then
 * the stylesheets the dialog brought, then STATIC_DIALOG_CSS) and its markup with the shell's origin dropped.
 * Null when either refers to other files: url() in the CSS, or a remote's origin in the markup.
 */
export function dialogFiles(
  markup: string,
  pageRest: string,
  dialogSheets: readonly string[],
  origins: { shell: string; remotes: readonly string[] },
): DialogFiles | null {
  const css = pageRest + dialogSheets.join('') + STATIC_DIALOG_CSS;
  const fromRemote = origins.remotes.some((origin) => markup.includes(origin));
  if (css.includes('url(') || fromRemote) return null;
  const cssFile = `${PRERENDER_DIR}/${hashedName('dialog', css, 'css')}`;
  const standalone = markup.replaceAll(origins.shell, '');
  const fragment = `<link rel="stylesheet" href="/${cssFile}">${standalone}`;
  // In the page, only the rules the dialog's markup can use: every byte there counts against the page's first
  // round trip (docs/performance.md). The file keeps them all. Text that would end the <style> (or the
  // <template>) early is left to the file.
  const used = splitByMarkup(css, standalone).critical;
  const inline = /<\/(style|template)/i.test(used + standalone) ? null : `<style>${used}</style>${standalone}`;
  return { cssFile, css, file: `${PRERENDER_DIR}/${hashedName('dialog', fragment, 'html')}`, fragment, inline };
}

/** The id of the page's `<template>` that holds its nth static dialog. */
export const dialogTemplateId = (index: number): string => `nvx-dialog-${index}`;

/** The page's static dialogs, each in a `<template>`, for the end of its body (after the start script). */
export function dialogTemplates(dialogs: readonly SavedDialog[]): string {
  return dialogs
    .map(({ plan, inline }) => (plan.template && inline ? `<template id="${plan.template}">${inline}</template>` : ''))
    .join('');
}

/** A dialog saved for the page: its entry in the start plan and its inline fragment, if it has one. */
export interface SavedDialog {
  plan: StaticDialogPlan;
  inline: string | null;
}

/** Opens, saves and plans each of the page's static dialogs (DIALOG_BUTTONS), writing into the shell's build. */
export async function staticDialogs(
  page: Page,
  url: string,
  pageCss: { stylesheets: readonly string[]; rest: string },
  origins: { shell: string; remotes: readonly string[] },
  shellDist: string,
): Promise<SavedDialog[]> {
  const saved: SavedDialog[] = [];
  for (const text of DIALOG_BUTTONS) {
    const opened = await openDialog(page, url, text);
    if (!opened) continue;
    const dialogSheets: string[] = [];
    for (const href of opened.sheets.filter((sheet) => !pageCss.stylesheets.includes(sheet)))
      dialogSheets.push(await (await fetch(href)).text());
    const files = dialogFiles(opened.markup, pageCss.rest, dialogSheets, origins);
    if (!files) {
      console.warn(`  the "${text}" dialog refers to other files: its button waits for the live page.`);
      continue;
    }
    await writeFile(join(shellDist, files.cssFile), files.css);
    await writeFile(join(shellDist, files.file), files.fragment);
    const plan: StaticDialogPlan = { href: `/${files.file}`, css: `/${files.cssFile}`, at: opened.at };
    if (files.inline) plan.template = dialogTemplateId(saved.length);
    saved.push({ plan, inline: files.inline });
  }
  return saved;
}
