import { COLLECTION_OWNER_KEY, COLLECTION_STORAGE_KEY } from '@tcgp/collection';
import { SESSION_MARKER } from '../auth/lazyAuthClient';

/**
 * A composed page shows the published view: the free data set, no card missing, the default filters.
 * A visit whose own view can differ is "personal": missing cards kept in this browser, a device that
 * was signed in (Premium filters, daily data) or whose list an account still owns, or a query string (a share link, filters in the address).
 * The inline script below marks such a visit on `<html data-view="personal">` before the first paint, so
 * the published content is shown as updating and never as the player's own; the client reads the same mark.
 * A list that cannot be read counts as personal (the player had one).
 */
export const VIEW_ATTRIBUTE = 'data-view';

export const VIEW_BOOT_SCRIPT =
  `try{var d=document.documentElement,p=location.search.length>1||localStorage.getItem(${JSON.stringify(SESSION_MARKER)})==='1'||localStorage.getItem(${JSON.stringify(COLLECTION_OWNER_KEY)})!==null,` +
  `m=localStorage.getItem(${JSON.stringify(COLLECTION_STORAGE_KEY)});if(!p&&m){try{var c=JSON.parse(m);p=!c||!Array.isArray(c.missing)||c.missing.length>0}catch(e){p=true}}` +
  `if(p)d.setAttribute(${JSON.stringify(VIEW_ATTRIBUTE)},'personal')}catch(e){}`;

/** True when the inline script marked this visit as personal. */
export function isPersonalVisit(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(VIEW_ATTRIBUTE) === 'personal';
}
