import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useRawSearch } from '../../lib/use-query';
import { footerLinks, shellTexts } from '../../core/messages/shell';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { isKpaReferer } from '../../core/rules/header';

type FooterKey = keyof typeof footerLinks;

/** The two footer links that stay in the portal (access §2 /contact-us, /login); the rest are the brand's. */
const portalLinks = { contactUs: pathTo('contactUs'), logIn: pathTo('login') } as const;
const isPortalLink = (id: FooterKey): id is keyof typeof portalLinks => Object.hasOwn(portalLinks, id);

const footerKeys = Object.keys(footerLinks) as FooterKey[];

function FooterLink({ id }: { id: FooterKey }) {
  const { brand } = usePortal();
  return (
    <li>
      {isPortalLink(id) ? <Link href={portalLinks[id]}>{footerLinks[id]}</Link> : <a href={brand.footerLinks[id]}>{footerLinks[id]}</a>}
    </li>
  );
}

/**
 * access §2 footer: Contact Us, Log In, About … Site map. When the query
 * param `referer` equals `kpa` the partner footer (brand, Terms, Privacy)
 * replaces it; once seen, it stays for the rest of the mount so the footer
 * does not change under a partner's student as they move through the portal.
 */
export function Footer() {
  const { brand, clock } = usePortal();
  const search = useRawSearch();
  const [partner, setPartner] = useState(() => isKpaReferer(search));
  useEffect(() => {
    if (isKpaReferer(search)) setPartner(true);
  }, [search]);
  const keys: readonly FooterKey[] = partner ? ['terms', 'privacy'] : footerKeys;
  return (
    <footer className="sp-footer" data-variant={partner ? 'partner' : 'standard'}>
      <div className="sp-footer-inner">
        <nav aria-label={shellTexts.footerNav}>
          <ul className="sp-footer-links">
            {keys.map((id) => (
              <FooterLink key={id} id={id} />
            ))}
          </ul>
        </nav>
        <p className="sp-footer-legal">{shellTexts.copyright(clock.now().getFullYear(), brand.displayName)}</p>
      </div>
    </footer>
  );
}
