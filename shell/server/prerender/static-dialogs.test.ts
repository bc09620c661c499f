import { describe, expect, it } from 'vitest';
import { hashedName } from './output-files';
import { DIALOG_BUTTONS, dialogFiles, dialogTemplates, STATIC_DIALOG_CSS } from './static-dialogs';

const origins = { shell: 'http://127.0.0.1:7000', remotes: ['http://127.0.0.1:7002'] };
const MARKUP = '<dialog data-nvx-static-dialog=""><a href="http://127.0.0.1:7000/privacy">Privacy</a></dialog>';

describe('DIALOG_BUTTONS', () => {
  it('are the labels the prerendered pages show on the call and waitlist buttons', () => {
    expect(DIALOG_BUTTONS).toEqual(['Try AI Voice Call Now', 'Join Waitlist']);
  });
});

describe('dialogFiles', () => {
  it("orders the CSS as the page's cascade: the page's left-out rules, the dialog's sheets, then the backdrop rule", () => {
    const files = dialogFiles(MARKUP, '.menu{}', ['.dialog{}', '.field{}'], origins);
    expect(files?.css).toBe(`.menu{}.dialog{}.field{}${STATIC_DIALOG_CSS}`);
    expect(STATIC_DIALOG_CSS).toBe(
      'dialog[data-nvx-static-dialog][data-nvx-covering]::backdrop{background:transparent}',
    );
  });

  it("names both files by content, the fragment linking its stylesheet, the shell's origin dropped", () => {
    const files = dialogFiles(MARKUP, '', [], origins);
    const cssFile = `prerendered/${hashedName('dialog', STATIC_DIALOG_CSS, 'css')}`;
    const fragment = `<link rel="stylesheet" href="/${cssFile}"><dialog data-nvx-static-dialog=""><a href="/privacy">Privacy</a></dialog>`;
    expect(files).toEqual({
      cssFile,
      css: STATIC_DIALOG_CSS,
      fragment,
      file: `prerendered/${hashedName('dialog', fragment, 'html')}`,
      inline: `<style>${STATIC_DIALOG_CSS}</style><dialog data-nvx-static-dialog=""><a href="/privacy">Privacy</a></dialog>`,
    });
  });

  it('inlines no CSS or markup that would end its <style> or <template> early', () => {
    // The kept rules come escaped as the page's own inline CSS does: the <style> ends only where it should.
    const escaped = dialogFiles('<dialog class="a"></dialog>', '', ['.a::after{content:"</style>"}'], origins);
    expect(escaped?.inline?.match(/<\/style/gi)).toHaveLength(1);
    expect(dialogFiles('<dialog><p>&lt;</p></template></dialog>', '', [], origins)?.inline).toBeNull();
    expect(dialogFiles('<dialog class="a"></dialog>', '', ['.a{}'], origins)?.inline).toContain('<style>.a{}');
  });

  it("inlines only the rules the dialog's markup can use, in their order; the file keeps every rule", () => {
    const markup = '<dialog data-nvx-static-dialog="" class="modal"><p class="hint">Hi</p></dialog>';
    const files = dialogFiles(
      markup,
      '.menu{color:red}',
      ['.modal{padding:0}.error{color:red}', '.hint{margin:0}'],
      origins,
    );
    expect(files?.css).toBe(`.menu{color:red}.modal{padding:0}.error{color:red}.hint{margin:0}${STATIC_DIALOG_CSS}`);
    // A menu of the page and an error state the first screen does not show stay in the file.
    expect(files?.inline).toBe(`<style>.modal{padding:0}.hint{margin:0}${STATIC_DIALOG_CSS}</style>${markup}`);
  });

  it("leaves out a dialog whose CSS has url() or whose markup points at a remote's origin", () => {
    expect(dialogFiles(MARKUP, '', ['.a{background:url(a.png)}'], origins)).toBeNull();
    expect(dialogFiles('<dialog><img src="http://127.0.0.1:7002/a.png"></dialog>', '', [], origins)).toBeNull();
  });
});

describe('dialogTemplates', () => {
  it('puts each inlined dialog in a <template> named as its plan says, and skips the others', () => {
    const plan = { href: '/prerendered/dialog.a.html', at: [0] };
    expect(
      dialogTemplates([
        { plan: { ...plan, template: 'nvx-dialog-0' }, inline: '<style>.a{}</style><dialog></dialog>' },
        { plan, inline: null },
      ]),
    ).toBe('<template id="nvx-dialog-0"><style>.a{}</style><dialog></dialog></template>');
  });
});
