import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { accessScreens } from '../../core/messages/access';
import { shellTexts } from '../../core/messages/shell';
import { pathTo } from '../../lib/paths';
import { useDismiss } from './use-dismiss';
import { usePortalId } from '../../ui/use-portal-id';

/** access §2 account menu items, in order. */
const items = () => [
  { label: accessScreens.menuAccountDetails, href: pathTo('profile') },
  { label: accessScreens.support, href: pathTo('cases') },
  { label: accessScreens.menuLogOut, href: pathTo('logout') },
] as const;

/** The focused element of the document or shadow root `node` lives in. */
function focusedIn(node: Node): Element | null {
  const root: Node & Partial<DocumentOrShadowRoot> = node.getRootNode();
  return root.activeElement ?? null;
}

/**
 * access §2 account menu for a logged-in student: a disclosure button named
 * with the student's first name. Opening moves focus to the first item;
 * arrows move between items; Escape closes and returns focus to the button;
 * a click outside or Tab out of it closes it.
 */
export function AccountMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Not named `list`: rollup.config.mjs declares calls through that name pure and drops them.
  const menu = useRef<HTMLUListElement>(null);
  const listId = usePortalId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close);

  useEffect(() => {
    if (open) menu.current?.querySelector('a')?.focus();
  }, [open]);

  const move = (step: number | 'first' | 'last') => {
    const links = [...(menu.current?.querySelectorAll('a') ?? [])];
    const at = links.findIndex((link) => link === focusedIn(link));
    const next = step === 'first' ? 0 : step === 'last' ? links.length - 1 : (at + step + links.length) % links.length;
    links[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (open && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      move(event.key === 'Home' ? 'first' : 'last');
    }
  };

  return (
    <div className="sp-account" ref={wrapper} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="sp-account-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="sp-account-name">{name}</span>
        <span className="sp-visually-hidden"> {shellTexts.accountMenu}</span>
        <span className="sp-chevron" aria-hidden="true" />
      </button>
      <ul id={listId} ref={menu} className="sp-account-menu" hidden={!open}>
        {items().map((item) => (
          <li key={item.href}>
            <Link href={item.href} onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
