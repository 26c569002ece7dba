import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { footerLinks, portalScreens } from '../../core/messages';
import { usePortal } from '../../app/portal-services';

/** The frame around every screen: header, main landmark, footer (access §2). */
export function Shell({ children }: { children: ReactNode }) {
  const { brand } = usePortal();
  return (
    <>
      <header className="sp-header">
        <div className="sp-header-bar">
          <Link href="/" className="sp-logo">
            {brand.displayName}
          </Link>
        </div>
      </header>
      <main className="sp-main" aria-label={portalScreens.mainLabel}>
        {children}
      </main>
      <footer className="sp-footer">
        <ul className="sp-footer-links">
          {footerLinks.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </footer>
    </>
  );
}
