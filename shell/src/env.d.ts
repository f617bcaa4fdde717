/** CSS modules (class names prefixed with this part's name by css-loader) and global CSS imports. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
