import { resourcesTexts as t } from '../../core/messages/resources';
import { usePortalId } from '../../ui/use-portal-id';
import type { Banner } from './resources-model';

/**
 * account §4 banners, each dismissible for this visit. Dismissing moves
 * focus to the next banner's button (or the previous one), else to `fallback`,
 * so the keyboard user is never dropped at the top of the page.
 */
export function ResourcesBanners({
  banners,
  onDismiss,
  fallback,
}: {
  banners: readonly Banner[];
  onDismiss: (key: string) => void;
  fallback: () => void;
}) {
  const idBase = usePortalId();
  if (banners.length === 0) return null;
  const dismiss = (key: string, button: HTMLButtonElement) => {
    const item = button.closest('li');
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
    if (neighbour) neighbour.focus();
    else fallback();
    onDismiss(key);
  };
  return (
    <ul className="sp-banners" aria-label={t.bannersLabel}>
      {banners.map((banner) => (
        <li key={banner.key} className="sp-alert sp-banner" data-tone={banner.tone}>
          <div className="sp-banner-body" id={`${idBase}-${banner.key}`}>
            {banner.about ? <strong className="sp-banner-about">{banner.about.join(', ')}</strong> : null}
            <span className="sp-banner-text">{banner.text}</span>
          </div>
          <button
            type="button"
            className="sp-banner-dismiss"
            aria-label={t.dismissBanner}
            aria-describedby={`${idBase}-${banner.key}`}
            onClick={(event) => dismiss(banner.key, event.currentTarget)}
          >
            <span aria-hidden="true">{t.dismissIcon}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
