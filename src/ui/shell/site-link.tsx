import { createContext, useContext, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/**
 * Whether following an address of this site would send the player away from it (the guards' 'external'
 * decision: a banned player's pages, spec 000 §4, spec 001 §4). GuardedShell provides it from the same
 * decideNavigation the router runs; outside it nothing leaves.
 */
export const LeavesSiteContext = createContext<(href: string) => boolean>(() => false);

export function useLeavesSite(): (href: string) => boolean {
  return useContext(LeavesSiteContext);
}

/**
 * A link to a page of this site that is offered only where it stays on the site (QA8 #10: a banned player
 * allowed the withdrawal page saw the header, breadcrumbs and footer lead to the external blocked page). A link
 * that would leave is left out (`otherwise` null, the default: menus and navigation) or shown as its plain text
 * (`otherwise` 'text': a breadcrumb or the logo, which name where the page sits).
 */
export function SiteLink({ to, otherwise = null, children, ...props }: LinkProps & { to: string; otherwise?: 'text' | null; children: ReactNode }) {
  const leaves = useLeavesSite()(to);
  if (!leaves) {
    return (
      <Link to={to} {...props}>
        {children}
      </Link>
    );
  }
  return otherwise === 'text' ? <span className={typeof props.className === 'string' ? props.className : undefined}>{children}</span> : null;
}
