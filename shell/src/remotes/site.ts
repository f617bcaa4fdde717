/**
 * The site's remotes and pages, as remotes.manifest.json declares them: the build inlines the file's
 * remotes (`__SITE_REMOTES__`, tooling/remotes.mjs), so adding a remote or a page is an entry there and
 * never a change of the contract or of the shell's code.
 */
export const SITE_REMOTES: readonly SiteRemote[] = __SITE_REMOTES__;

/** Whether `name` is a remote of this site (remotes.json may list only these; `__proto__` never is). */
export function isSiteRemote(name: string): boolean {
  return SITE_REMOTES.some((remote) => remote.name === name);
}
