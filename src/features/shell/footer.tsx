import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useRawSearch } from '../../lib/use-query';
import { footerLinks, shellTexts } from '../../core/messages/shell';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { isKpaReferer } from '../../core/rules/header';
import { readVisit, writeVisit } from '../../lib/visit-storage';

type FooterKey = keyof typeof footerLinks;

/** The two footer links that stay in the portal (access §2 /contact-us, /login); the rest are the brand's. */
const portalLinks = { contactUs: pathTo('contactUs'), logIn: pathTo('login') } as const;
const isPortalLink = (id: FooterKey): id is keyof typeof portalLinks => Object.hasOwn(portalLinks, id);

const footerKeys = Object.keys(footerLinks) as FooterKey[];

/** The visit-storage entry that keeps the partner footer (issue #13.13). */
const partnerVisit = { name: 'partner-footer', value: 'kpa' } as const;

function FooterLink({ id }: { id: FooterKey }) {
  const { brand } = usePortal();
  return (
    <li>
      {isPortalLink(id) ? <Link href={portalLinks[id]}>{footerLinks[id]}</Link> : <a href={brand.footerLinks[id]}>{footerLinks[id]}</a>}
    </li>
  );
}

/**
 * #29.7: Log In is for a visitor; a signed-in student has the account menu (the spec's list has no
 * Log Out). Its own component: the session answer re-renders this item, not the footer (#18).
 */
function LogInLink() {
  const { session } = usePortal();
  return useSnapshot(session).status === 'authenticated' ? null : <FooterLink id="logIn" />;
}

/**
 * access §2 footer: Contact Us, Log In, About … Site map. When the query
 * param `referer` equals `kpa` the partner footer (brand, Terms, Privacy)
 * replaces it; once seen, it stays for the rest of the visit in that tab —
 * navigation and refresh (session storage, per brand; issue #13.13) — so the
 * footer does not change under a partner's student as they move through the portal.
 */
export function Footer() {
  const { brand, clock } = usePortal();
  const search = useRawSearch();
  const seen = isKpaReferer(search);
  const [partner, setPartner] = useState(() => seen || readVisit(brand.id, partnerVisit.name) === partnerVisit.value);
  // Set while rendering, not in an effect: a route that moves on at once must not lose it.
  if (seen && !partner) setPartner(true);
  useEffect(() => {
    if (partner) writeVisit(brand.id, partnerVisit.name, partnerVisit.value);
  }, [partner, brand.id]);
  const keys: readonly FooterKey[] = partner ? ['terms', 'privacy'] : footerKeys;
  return (
    <footer className="sp-footer" data-variant={partner ? 'partner' : 'standard'}>
      <div className="sp-footer-inner">
        <nav aria-label={shellTexts.footerNav}>
          <ul className="sp-footer-links">
            {keys.map((id) => (id === 'logIn' ? <LogInLink key={id} /> : <FooterLink key={id} id={id} />))}
          </ul>
        </nav>
        <p className="sp-footer-legal">{shellTexts.copyright(clock.now().getFullYear(), brand.displayName)}</p>
      </div>
    </footer>
  );
}
