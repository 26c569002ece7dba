import { useEffect, useRef, useState } from 'react';
import { acceptAgreement, updateEnrollmentAgreement } from '../../core/api/agreement';
import type { AgreementInfo } from '../../core/api/structs/agreement';
import { accessScreens } from '../../core/messages/access';
import { agreementTexts } from '../../core/messages/agreement';
import { hsgOptionRange, validateAgreementOptions } from '../../core/validators/agreement';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useSubmission } from '../../ui/use-submission';
import { AgreementChoice, type ChoiceOption } from './agreement-choice';
import { afterAcceptance, myAccountRoute } from './agreement-destination';

// Functions, read when rendered: a mount's `texts` (#19.4) replace their labels.
const shareOptions = (): readonly ChoiceOption<boolean>[] => [
  { value: true, label: agreementTexts.shareInfoYes },
  { value: false, label: agreementTexts.shareInfoNo },
];

const hsgOptions = (): readonly ChoiceOption<number>[] => Array.from(
  { length: hsgOptionRange.max - hsgOptionRange.min + 1 },
  (_, i) => ({ value: hsgOptionRange.min + i, label: agreementTexts.hsgOption(hsgOptionRange.min + i) }),
);

/** access §4 / §9: the course portal opens 0.5 s after a successful acceptance. */
export const acceptRedirectMs = 500;

export interface AgreementActionsProps {
  info: AgreementInfo;
  courseAccessId: string;
  /** Known when the page was opened by enrollmentId: the update mutation needs it. */
  enrollmentId: string | null;
}

/**
 * The options and buttons of a pending agreement the student may accept
 * (access §2). Accept needs the share-info choice on a bar agreement and an
 * option 1–4 on an HSG one (access §5); it posts the §3 accept payload and,
 * on success, records the choice with the EnrollmentAgreement update and
 * leaves for the course portal after 500 ms (access §4). Decline posts the
 * refusal and goes to my account. One request at a time; a failure shows
 * its text and both buttons stay available for another try.
 */
export function AgreementActions({ info, courseAccessId, enrollmentId }: AgreementActionsProps) {
  const services = usePortal();
  const { client, clock } = services;
  const isBar = info.isBar === true;
  const isHSG = info.isHSG === true;
  const [share, setShare] = useState<boolean | null>(null);
  const [hsgOption, setHsgOption] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [action, setAction] = useState<'accept' | 'decline' | null>(null);
  const [accepted, setAccepted] = useState(false);
  const submission = useSubmission();
  const shareRef = useRef<HTMLInputElement>(null);
  const hsgRef = useRef<HTMLInputElement>(null);
  const cancelRedirect = useRef<(() => void) | null>(null);

  useEffect(() => () => cancelRedirect.current?.(), []);

  const problem = validateAgreementOptions({ isBar, isHSG, eaShareInfo: share, hsgOption });
  const shareError = attempted && isBar && typeof share !== 'boolean' ? problem : null;
  const hsgError = attempted && !shareError && isHSG ? problem : null;

  async function accept() {
    setAttempted(true);
    if (problem) {
      (isBar && typeof share !== 'boolean' ? shareRef : hsgRef).current?.focus();
      return;
    }
    setAction('accept');
    const outcome: { portalUrl: string | null } = { portalUrl: null };
    const result = await submission.run(async () => {
      const answer = await acceptAgreement(client, {
        courseAccessId,
        accept: true,
        reject: false,
        ...(isBar && share !== null ? { eaShareInfo: share } : {}),
        ...(isHSG && hsgOption !== null ? { hsgOption } : {}),
      });
      outcome.portalUrl = answer.portalRedirectURL ?? info.portalRedirectURL ?? null;
      if (enrollmentId && (isBar || isHSG)) {
        // The acceptance already carries the choice; the update only mirrors
        // it on the enrollment, so its failure must not undo an accepted agreement.
        await updateEnrollmentAgreement(client, {
          enrollmentId,
          ...(isBar && share !== null ? { isBar: true, barAgreementFlag: share } : {}),
          ...(isHSG && hsgOption !== null ? { hsgAcceptanceValue: String(hsgOption) } : {}),
        }).catch(() => undefined);
      }
    });
    if (result.state !== 'done') return;
    setAccepted(true);
    const destination = afterAcceptance(outcome.portalUrl, { brand: services.brand, currentHost: services.host });
    cancelRedirect.current = clock.setTimeout(() => {
      if (destination.kind === 'leave') services.leave(destination.url);
      else services.openRoute(destination.path);
    }, acceptRedirectMs);
  }

  async function decline() {
    setAction('decline');
    const result = await submission.run(async () => {
      await acceptAgreement(client, { courseAccessId, accept: false, reject: true });
    });
    if (result.state === 'done') services.openRoute(myAccountRoute);
  }

  if (accepted) return <Alert tone="success">{agreementTexts.acceptedNow}</Alert>;

  return (
    <div className="sp-stack">
      {isBar ? (
        <AgreementChoice<boolean>
          name="eaShareInfo"
          legend={agreementTexts.shareInfoLegend}
          options={shareOptions()}
          value={share}
          onChange={setShare}
          error={shareError}
          disabled={submission.pending}
          firstRef={shareRef}
        />
      ) : null}
      {isHSG ? (
        <AgreementChoice<number>
          name="hsgOption"
          legend={agreementTexts.hsgLegend}
          options={hsgOptions()}
          value={hsgOption}
          onChange={setHsgOption}
          error={hsgError}
          disabled={submission.pending}
          firstRef={hsgRef}
        />
      ) : null}
      {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
      <div className="sp-agreement-buttons">
        <Button
          onClick={() => void accept()}
          pending={submission.pending && action === 'accept'}
          disabled={submission.pending}
          unavailable={Boolean(problem)}
        >
          {accessScreens.accept}
        </Button>
        <Button variant="secondary" onClick={() => void decline()} pending={submission.pending && action === 'decline'} disabled={submission.pending}>
          {accessScreens.decline}
        </Button>
        <PrintButton />
      </div>
    </div>
  );
}

/** access §2 "print": the browser's print dialog (the stylesheet keeps the agreement text). */
export function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {accessScreens.print}
    </Button>
  );
}
