import { type RedirectContext, defaultAfterLoginRoute, resolveRedirect } from '../../core/rules/redirect';

/** Where a step of the agreement page leads: a portal route, or another page (the course portal). */
export type AgreementDestination = { kind: 'route'; path: string } | { kind: 'leave'; url: string };

/** access §4: "Decline goes to my account" (the landing page of my account). */
export const myAccountRoute = defaultAfterLoginRoute;

/**
 * access §4: after acceptance the student goes to the course portal, but only
 * when its URL passes the redirect rule (access §2: relative, or on the
 * brand's own domains or this host); a missing or refused URL goes to my account.
 */
export function afterAcceptance(portalRedirectURL: string | null | undefined, context: RedirectContext): AgreementDestination {
  const decision = resolveRedirect(portalRedirectURL, context);
  if (!decision.safe) return { kind: 'route', path: myAccountRoute };
  return decision.target.startsWith('/') ? { kind: 'route', path: decision.target } : { kind: 'leave', url: decision.target };
}
