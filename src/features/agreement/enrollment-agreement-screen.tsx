import { useLayoutEffect, useRef } from 'react';
import type { AgreementInfo } from '../../core/api/structs/agreement';
import { agreementTexts } from '../../core/messages/agreement';
import { serviceOrigins } from '../../core/config/brands';
import { parseUpstreamDate } from '../../core/time/calendar';
import { Alert } from '../../ui/alert';
import { Screen } from '../../ui/screen';
import { AgreementActions, PrintButton } from './agreement-actions';
import { sanitizeAgreement } from './sanitize-agreement';
import { type AgreementKey, useAgreement, useAgreementKey } from './use-agreement';
import { LoadFailure } from '../../ui/load-failure';
import { usePortal } from '../../lib/portal-services';
import { dayText } from '../../core/messages/formats';

/** access §9: dates show as MM/DD/YYYY; an unreadable upstream date is shown as sent. */
function acceptanceDate(eaDate: string): string {
  const date = parseUpstreamDate(eaDate);
  return date ? dayText(date) : eaDate.trim();
}

/**
 * The agreement text, sanitised, in a labelled region the keyboard can scroll.
 * The sanitiser's fresh nodes go in as they are, never through markup (no
 * second parse); Preact renders no children here, so it leaves them alone.
 */
function AgreementText({ html }: { html: string }) {
  const { brand, client } = usePortal();
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = region.current;
    if (!box) return;
    const ownOrigins = [window.location.origin, ...Object.values(client.bases), ...serviceOrigins(brand)].map((base) => new URL(base).origin);
    box.replaceChildren(sanitizeAgreement(html, { imageDomains: brand.domains, ownOrigins }, box.ownerDocument));
  }, [html, brand, client]);
  return <div ref={region} className="sp-agreement-text" role="region" aria-label={agreementTexts.textLabel} tabIndex={0} />;
}

function AgreementBody({ info, agreementKey }: { info: AgreementInfo; agreementKey: AgreementKey }) {
  const eaDate = info.eaDate?.trim();
  const courseAccessId = info.courseAccessId?.trim();
  const enrollmentId = 'enrollmentId' in agreementKey ? agreementKey.enrollmentId : null;
  if (eaDate) {
    // access §2: an accepted agreement shows its acceptance date and no buttons. The date comes
    // first: the text's own instructions (an HSG "choose an option below") no longer apply (issue 13 item 16).
    return (
      <div className="sp-agreement sp-stack">
        <Alert tone="info">{agreementTexts.acceptedOn(acceptanceDate(eaDate))}</Alert>
        <AgreementText html={info.eaText} />
      </div>
    );
  }
  return (
    <div className="sp-agreement sp-stack">
      <AgreementText html={info.eaText} />
      {info.validCourseAccess === false || !courseAccessId ? (
        // access §2: without valid course access Accept and Decline are hidden.
        <>
          <Alert tone="info">{agreementTexts.noCourseAccess}</Alert>
          <div className="sp-agreement-buttons">
            <PrintButton />
          </div>
        </>
      ) : (
        <AgreementActions info={info} courseAccessId={courseAccessId} enrollmentId={enrollmentId} />
      )}
    </div>
  );
}

/**
 * access §2 enrollment agreement (`/pg/enrollment-agreement?enrollmentId=…`
 * or `?classId=…`), open to visitors (access §6): the agreement text and, for
 * a pending agreement with valid course access, its options and Accept,
 * Decline and Print.
 */
export function EnrollmentAgreementScreen() {
  const agreementKey = useAgreementKey();
  const { state, retry } = useAgreement(agreementKey);
  const productName = state.kind === 'ready' ? state.value.productName?.trim() : undefined;
  return (
    <Screen heading={agreementTexts.heading} lead={productName || undefined}>
      {state.kind === 'loading' ? (
        <p className="sp-center sp-muted" role="status">
          {agreementTexts.loading}
        </p>
      ) : state.kind === 'missing' || !agreementKey ? (
        <Alert tone="error">{agreementTexts.notFound}</Alert>
      ) : state.kind === 'failed' ? (
        <LoadFailure message={state.message} onRetry={retry} />
      ) : (
        <AgreementBody info={state.value} agreementKey={agreementKey} />
      )}
    </Screen>
  );
}
