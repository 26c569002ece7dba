import { type ReactNode, useRef } from 'react';
import { portalScreens } from '../../core/messages/shell';
import { Footer } from './footer';
import { Header } from './header';
import { LiveChat } from './live-chat';

/**
 * The frame around every screen (access §1 "every page shows a header, a
 * footer, and a live-chat widget chosen by program"): a skip link, the
 * header, the main landmark, the footer. The skip link is a button, not an
 * `#anchor`, because hash routing owns the URL's hash.
 *
 * `chrome: 'none'` (issue #19.2, a login on a marketing page): the screen and
 * the live chat only. The screen is then a labelled region, not a `<main>`:
 * the host page has its own main landmark, and with no header there is
 * nothing to skip.
 */
export function Shell({ children, chrome = 'full' }: { children: ReactNode; chrome?: 'full' | 'none' }) {
  const main = useRef<HTMLElement>(null);
  if (chrome === 'none') {
    return (
      <section className="sp-shell sp-widget" aria-label={portalScreens.mainLabel}>
        {children}
        <LiveChat />
      </section>
    );
  }
  return (
    <div className="sp-shell">
      <button type="button" className="sp-skip" onClick={() => main.current?.focus()}>
        {portalScreens.skipToContent}
      </button>
      <Header />
      <main ref={main} className="sp-main" tabIndex={-1} aria-label={portalScreens.mainLabel}>
        {children}
      </main>
      <Footer />
      <LiveChat />
    </div>
  );
}
