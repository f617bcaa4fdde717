// Escaping for the XML the page renderer writes (the preview images' SVG, sitemap.xml).

/** Characters XML 1.0 does not allow (C0 controls other than tab and line breaks, lone surrogates, U+FFFE/F). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text (or an attribute value) escaped for XML, without the characters XML cannot hold. */
export const escapeXml = (/** @type {string} */ text) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
