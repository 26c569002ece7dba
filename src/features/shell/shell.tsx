import { type ReactNode, useRef } from 'react';
import { portalScreens } from '../../core/messages/shell';
import { Footer } from './footer';
import { Header } from './header';

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
 *
 * `chat` is the live chat (./live-chat.ts `LiveChat`), which the app passes in: only a signed-in
 * student has one, so the ES module loads it with the account screens (#31.4).
 */
export function Shell({ children, chrome = 'full', chat }: { children: ReactNode; chrome?: 'full' | 'none'; chat: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  if (chrome === 'none') {
    return (
      <section className="sp-shell sp-widget" aria-label={portalScreens.mainLabel}>
        {children}
        {chat}
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
      {chat}
    </div>
  );
}
