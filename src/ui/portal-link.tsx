import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePortal } from '../lib/portal-services';

/**
 * A link to a portal route: an in-mount link when this mount renders the
 * route, otherwise a plain link to the full portal's page for it (the
 * sign-up widget's "Go to my account"). Never a host-relative href in memory
 * routing, where the host's URL is not the portal's.
 */
export function PortalLink({
  href,
  className,
  variant,
  children,
}: {
  href: string;
  className?: string;
  /** With className "sp-button": the button look (src/ui/button.tsx). */
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const services = usePortal();
  return services.inMount(href) ? (
    <Link href={href} className={className} data-variant={variant}>
      {children}
    </Link>
  ) : (
    <a href={services.routeHref(href)} className={className} data-variant={variant}>
      {children}
    </a>
  );
}
