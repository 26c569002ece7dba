import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { accessScreens } from '../../core/messages/access';
import { shellTexts } from '../../core/messages/shell';
import { pathTo } from '../../lib/paths';
import { HeaderTabs } from './header-tabs';
import { PhoneLink } from './header-tools';
import { useViewer } from './use-viewer';

/** The drawer's toggle; shown by the stylesheet on narrow screens only (≤ 720px). */
export function MenuButton({
  open,
  controls,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button ref={buttonRef} type="button" className="sp-menu-button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <span className="sp-burger" aria-hidden="true" />
      <span className="sp-visually-hidden">{shellTexts.menu}</span>
    </button>
  );
}

/**
 * access §2 mobile drawer menu: the tabs, the account items (or Log In) and
 * the phone link. Opening moves focus to its first link; Escape closes it
 * and returns focus to the menu button; choosing a link closes it.
 */
export function DrawerPanel({
  id,
  open,
  onClose,
  buttonRef,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector('a')?.focus();
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
    buttonRef.current?.focus();
  };
  return (
    <nav id={id} ref={panel} className="sp-drawer" aria-label={shellTexts.menu} hidden={!open} onKeyDown={onKeyDown}>
      {open ? <DrawerItems onClose={onClose} /> : null}
    </nav>
  );
}

/** The open drawer's items: the only part of the drawer that follows the session (a closed drawer does not re-render when it answers). */
function DrawerItems({ onClose }: { onClose: () => void }) {
  const viewer = useViewer();
  return (
    <>
      <HeaderTabs variant="drawer" onNavigate={onClose} />
      <ul className="sp-drawer-account">
        {viewer.status === 'authenticated' ? (
          <>
            <li className="sp-drawer-name">{viewer.firstName ?? shellTexts.accountFallbackName}</li>
            <li>
              <Link href={pathTo('profile')} onClick={onClose}>
                {accessScreens.menuAccountDetails}
              </Link>
            </li>
            <li>
              <Link href={pathTo('logout')} onClick={onClose}>
                {accessScreens.menuLogOut}
              </Link>
            </li>
          </>
        ) : viewer.status === 'anonymous' ? (
          <li>
            <Link href={pathTo('login')} onClick={onClose}>
              {accessScreens.logIn}
            </Link>
          </li>
        ) : null}
        <li>
          <PhoneLink />
        </li>
      </ul>
    </>
  );
}
