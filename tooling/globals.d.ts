/** Inlined by webpack's DefinePlugin at build time (see tooling/webpack/buildVariables.mjs); set by jest globals in tests. */
declare const __CONTRACT_VERSION__: string;
declare const __BUILD_LABEL__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
