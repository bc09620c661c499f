/**
 * An Rspack loader for react-router's production files, applied by the shell's build only.
 *
 * react-router ships one large module whose top level creates its components and contexts with
 * `React.forwardRef(…)`, `React.createContext(…)` and `React.memo(…)` calls that carry no pure annotation,
 * followed by `X.displayName = "X";` statements. Those statements are side effects, so the minifier keeps
 * every component they name (Link, NavLink, Form and all they reach: form submission, prefetching, view
 * transitions) although the shell renders none of them. This loader marks those calls as pure and drops the
 * top-level displayName statements (names only React DevTools shows), so the unused components shake out.
 * Nothing a used component does changes. `react-router-tree-shaking-loader.test.ts` checks it against the
 * installed version.
 */
const PURE_CALL = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** @param {string} source */
function treeShakeableReactRouter(source) {
  return source.replace(PURE_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

module.exports = treeShakeableReactRouter;
