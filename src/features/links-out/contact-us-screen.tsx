import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { contactTexts as t } from '../../core/messages/links-out';
import { footerLinks, shellTexts } from '../../core/messages/shell';
import { telHref } from '../../core/rules/header';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { PortalLink } from '../../ui/portal-link';
import { Button } from '../../ui/button';
import { Screen } from '../../ui/screen';
import { openLiveChat, useLiveChatOffered } from '../../lib/open-chat';

function Option({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <li>
      <h2>{title}</h2>
      <p className="sp-muted">{body}</p>
      {children}
    </li>
  );
}

/**
 * access §2 /contact-us (the footer's Contact Us): the brand's phone, the live
 * chat while this mount has it on and a widget is on the page to open, the
 * help centre (new tab), and for a signed-in student a support case
 * (/pg/createcase). No login guard.
 */
export function ContactUsScreen() {
  const { brand, session } = usePortal();
  const { status, loggedIn } = useSnapshot(session);
  // The mount offers chat and a widget is on the page to open (none for visitors, GED or BAR).
  const chatOn = useLiveChatOffered();
  const signedIn = status === 'authenticated' || loggedIn;
  return (
    <Screen heading={footerLinks.contactUs} lead={t.lead}>
      <ul className="sp-contact-options">
        <Option title={t.callTitle} body={t.callBody}>
          <a href={telHref(brand.phone)}>{t.callLink(brand.phone)}</a>
        </Option>
        {chatOn ? (
          <Option title={t.chatTitle} body={t.chatBody}>
            <Button variant="secondary" onClick={() => openLiveChat('contact-us')}>
              {t.chatButton}
            </Button>
          </Option>
        ) : null}
        <Option title={t.helpTitle} body={t.helpBody}>
          <a href={brand.helpCentreUrl} target="_blank" rel="noopener noreferrer">
            {t.helpLink}
            <span className="sp-visually-hidden"> {shellTexts.opensInNewTab}</span>
          </a>
        </Option>
        {signedIn ? (
          <Option title={t.caseTitle} body={t.caseBody}>
            <PortalLink href={pathTo('createCase')}>{t.caseLink}</PortalLink>
          </Option>
        ) : null}
      </ul>
    </Screen>
  );
}
