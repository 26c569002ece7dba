import { Link } from 'wouter';
import { shellTexts } from '../../core/messages/shell';
import { usePortal } from '../../lib/portal-services';
import { Icon } from './icon';

/**
 * The brand's wordmark (access §2 logo). Drawn, not loaded: the brand's logo
 * files live on its own site, and an image from there would break the strict
 * CSP (`default-src 'self'`) and leave a broken image where the site is not
 * reachable. The medical partner gets its variant (access §6).
 */
export function BrandLogo({ href, medical }: { href: string; medical: boolean }) {
  const { brand } = usePortal();
  const mark = medical ? 'markMedical' : brand.id === 'second' ? 'markSecond' : 'markMain';
  return (
    <Link href={href} className="sp-logo" data-variant={medical ? 'medical-partner' : 'standard'}>
      <span className="sp-logo-mark">
        <Icon name={mark} />
      </span>
      <span className="sp-logo-name">{brand.displayName}</span>
      {medical ? <span className="sp-logo-tag">{shellTexts.medicalLogoTag}</span> : null}
    </Link>
  );
}
