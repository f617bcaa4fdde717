import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * Navigation, the shell's to give: the shell owns the router (and the route table); parts read where
 * the reader is and move them through this port, so no part depends on a router library or its version.
 */
export interface Navigation {
  /** The path of the page (`/deck/espeon-b3a-020&swablu-b1-196`). */
  pathname: string;
  /** The query string, with its `?` (or empty). */
  search: string;
  /** The parameters of the route the shell matched (`{ deckId: 'espeon-b3a-020&swablu-b1-196' }`), decoded. */
  params: Readonly<Record<string, string>>;
  /** Goes to another page of the site (a path, optionally with a query string). */
  navigate(to: string, options?: { replace?: boolean }): void;
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used inside <NavigationProvider> (the shell or a dev host)');
  return navigation;
}

/** The route's parameters (e.g. `deckId` on `/deck/:deckId`). */
export function useRouteParams(): Readonly<Record<string, string>> {
  return useNavigation().params;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site. */
  to: string;
  replace?: boolean;
}

/**
 * A link to a page of the site: a real `<a href>` (works without JavaScript, opens in a new tab with a
 * modifier key), moved through the shell's router on a plain click.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigation = useContext(NavigationContext);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigation) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (target && target !== '_self')) return;
    event.preventDefault();
    navigation.navigate(to, { replace });
  };
  return <a href={to} target={target} onClick={handle} {...rest} />;
}
