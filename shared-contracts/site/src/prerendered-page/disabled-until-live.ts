/**
 * Until the live page takes over, a prerendered form must not submit natively (a GET would put what the visitor
 * typed into the URL), so the prerender disables its submit buttons, on the page and in the saved dialogs, and
 * marks them with this attribute. The live page enables exactly the marked ones once it has adopted them.
 */
export const DISABLED_UNTIL_LIVE_ATTRIBUTE = 'data-nvx-disabled-until-live';
