import { caseListTexts } from '../../core/messages/case-list';

/**
 * account §4 create=success: "your case was submitted", on the case list and
 * the case page. The status region is in the page from the start and filled
 * once `show` turns true (after the page's data answered), so screen readers
 * announce it; a live region inserted with its content often is not.
 */
export function CreatedBanner({ show }: { show: boolean }) {
  return (
    <div className="sp-cases-banner" role="status">
      {show ? (
        <p className="sp-alert" data-tone="success">
          {caseListTexts.created}
        </p>
      ) : null}
    </div>
  );
}
