/** A CSS module's class names, as the remotes' bundler (rsbuild) gives them; the remotes type them the same way. */
declare module '*.module.css' {
  const classNames: Readonly<Record<string, string>>;
  export default classNames;
}
