// Loader rules the browser and Node builds share.

export const swcRule = (dev, target = 'es2022') => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev } },
        target,
      },
    },
  },
});

/** CSS modules: every class is prefixed with the part's name, so no style leaks between parts. */
export const cssModules = (name) => ({
  localIdentName: `${name}__[local]__[hash:base64:5]`,
  namedExport: false,
  exportLocalsConvention: 'as-is',
});
