/**
 * `@tcgp/domain`: the shapes of the files the site reads (data files, `config.json`) and the product
 * constants every part agrees on. No dependencies and no state: each part, the data pipeline and the
 * local services bundle or import it at their own version; the contract imports from it only what its
 * slices need.
 */
export * from './dataFiles';
export * from './product';
export * from './config';
