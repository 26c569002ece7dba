import { Link, useLocation } from 'wouter';
import { accessScreens } from '../../core/messages/access';
import { shellTexts } from '../../core/messages/shell';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { headerEvent } from './header-analytics';

interface PortalTab {
  label: string;
  href: string;
  /** Paths (prefixes) on which this tab is the current one. */
  current: readonly string[];
}

/** access §2 header tabs in order; Help sits between Profile and Support and leaves the portal. */
const portalTabs = (): readonly PortalTab[] => [
  { label: accessScreens.tabResources, href: pathTo('resources'), current: [pathTo('resources'), pathTo('liveOnline')] },
  { label: accessScreens.tabProfile, href: pathTo('profile'), current: [pathTo('profile')] },
];
const supportTab = (): PortalTab => ({
  label: accessScreens.support,
  href: pathTo('cases'),
  current: [pathTo('cases'), pathTo('createCase')],
});

const isCurrent = (tab: PortalTab, path: string) => tab.current.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * access §2 tabs Resources, Profile, Help (the external help centre, new tab)
 * and Support (/pg/case); the current one is marked `aria-current="page"`.
 * Used in the header bar and, on narrow screens, in the drawer.
 */
export function HeaderTabs({ variant, onNavigate }: { variant: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const { brand, emit } = usePortal();
  const [path] = useLocation();
  const clicked = (label: string) => {
    emit(headerEvent('tab', label));
    onNavigate?.();
  };
  const portalLink = (tab: PortalTab) => (
    <li key={tab.href} className="sp-tab">
      <Link href={tab.href} aria-current={isCurrent(tab, path) ? 'page' : undefined} onClick={() => clicked(tab.label)}>
        {tab.label}
      </Link>
    </li>
  );
  return (
    <ul className="sp-tabs" data-variant={variant}>
      {portalTabs().map(portalLink)}
      <li className="sp-tab">
        <a href={brand.helpCentreUrl} target="_blank" rel="noopener noreferrer" onClick={() => clicked(accessScreens.tabHelp)}>
          {accessScreens.tabHelp}
          <span className="sp-visually-hidden"> {shellTexts.opensInNewTab}</span>
        </a>
      </li>
      {portalLink(supportTab())}
    </ul>
  );
}
