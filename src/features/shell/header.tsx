import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { accessScreens } from '../../core/messages/access';
import { shellTexts } from '../../core/messages/shell';
import { pathTo } from '../../lib/paths';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { CartLink, PhoneLink } from './header-tools';
import { HeaderTabs } from './header-tabs';
import { DrawerPanel, MenuButton } from './mobile-drawer';
import { SearchBox } from './search-box';
import { useDismiss } from './use-dismiss';
import { useViewer, useViewerBar } from './use-viewer';
import { usePortalId } from '../../ui/use-portal-id';

/**
 * access §2 header: a utility row (phone; account menu for a student, Log In
 * for a visitor) over the brand bar (logo, tabs, search, cart). Partner users
 * get no search or cart (access §6 "header tools are hidden for them"). On
 * narrow screens the tabs and utility row move into the drawer.
 */
export function Header() {
  const viewer = useViewerBar();
  const [path] = useLocation();
  // The drawer is open for the route it was opened on: any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === path;
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = usePortalId();
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  useDismiss(drawerOpen, header, closeDrawer);

  const { loggedIn } = viewer;
  return (
    <header className="sp-header" ref={header}>
      <div className="sp-header-top">
        <HeaderUtility />
      </div>
      <div className="sp-header-bar">
        <MenuButton open={drawerOpen} controls={drawerId} onToggle={() => setDrawerPath(drawerOpen ? null : path)} buttonRef={menuButton} />
        <BrandLogo href={loggedIn ? pathTo('resources') : pathTo('login')} medical={viewer.medicalPartner} />
        <nav className="sp-header-nav" aria-label={shellTexts.mainNav}>
          <HeaderTabs variant="bar" />
        </nav>
        {viewer.partner ? null : (
          <>
            <SearchBox />
            <CartLink />
          </>
        )}
      </div>
      <DrawerPanel id={drawerId} open={drawerOpen} onClose={closeDrawer} buttonRef={menuButton} />
    </header>
  );
}

/** The utility row (phone; account menu for a student, Log In for a visitor): the header's part that follows the session check. */
function HeaderUtility() {
  const viewer = useViewer();
  return (
    <div className="sp-header-utility">
      <PhoneLink />
      {viewer.status === 'authenticated' ? <AccountMenu name={viewer.firstName ?? shellTexts.accountFallbackName} /> : null}
      {viewer.status === 'anonymous' ? (
        <Link href={pathTo('login')} className="sp-header-login">
          {accessScreens.logIn}
        </Link>
      ) : null}
    </div>
  );
}
