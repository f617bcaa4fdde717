/** CSS modules (class names prefixed with this part's name by css-loader) and global CSS imports. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** Inlined by webpack's DefinePlugin when this remote is built (jest globals in tests). */
declare const __CONTRACT_VERSION__: string;
declare const __BUILD_LABEL__: string;
