import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { addCaseComment, deleteCaseAttachment, getCases } from '../../core/api/cases';
import type { Course } from '../../core/api/structs/account';
import type { SupportCase } from '../../core/api/structs/cases';
import { caseDetailTexts as t } from '../../core/messages/case-detail';
import { accountValidation } from '../../core/messages/validation';
import { type CaseGuidance, caseGuidance, closedCaseEditWindowMs, isCaseReadOnly } from '../../core/rules/cases';
import { parseInstant } from '../../core/time/instant';
import { fetchAccountData, studentIdOf } from '../../lib/account-data';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { Alert } from '../../ui/alert';
import { type Fact, Facts } from '../../ui/facts';
import { Loaded } from '../../ui/loaded';
import { Screen } from '../../ui/screen';
import { PortalLink } from '../../ui/portal-link';
import { missing, useLoad } from '../../ui/use-load';
import { failureText } from '../../ui/use-submission';
import { AttachmentUploader } from './attachment-uploader';
import { CaseAttachments, type CaseUploaderSlot } from './case-attachments';
import { CaseComments } from './case-comments';
import { CreatedBanner } from './created-banner';
import { formatCaseDate } from './case-detail-dates';

interface CaseView {
  supportCase: SupportCase;
  studentId: string;
  courses: readonly Course[];
}

/** The route's case among the student's: by its id (what the list links), or by its case number. */
const findCase = (cases: readonly SupportCase[], key: string) => cases.find((c) => c.id === key) ?? cases.find((c) => c.caseNumber === key);

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The enrollment as the student knows it: the course's name from their courses, else its id. */
function enrollmentName(courses: readonly Course[], enrollmentId: string | null | undefined): string | null {
  const id = clean(enrollmentId);
  if (!id) return null;
  const course = courses.find((c) => c.enrollmentId === id);
  return (course && (clean(course.productTitle) || clean(course.displayName))) || id;
}

/**
 * account §2 guidance, read from the topic detail first ("Refund request"
 * under Billing is a money-back request), then from the topic.
 */
export function guidanceFor(supportCase: Pick<SupportCase, 'type' | 'typeDetail'>): CaseGuidance {
  const byDetail = caseGuidance(supportCase.typeDetail);
  return byDetail !== 'screenshot' ? byDetail : caseGuidance(supportCase.type);
}

/**
 * account §4 read-only on the mount's clock, and kept true while the page
 * stays open: a case still inside its 3-day window re-renders the moment
 * the window closes.
 */
function useReadOnly(supportCase: SupportCase): boolean {
  const { clock } = usePortal();
  const [, setTick] = useState(0);
  const readOnly = isCaseReadOnly(supportCase, clock.now());
  const closedAt = parseInstant(supportCase.closedDate)?.getTime() ?? null;
  useEffect(() => {
    if (readOnly || closedAt === null) return;
    const left = closedAt + closedCaseEditWindowMs + 1 - clock.now().getTime();
    if (left <= 0) return;
    return clock.setTimeout(() => setTick((n) => n + 1), left);
  }, [readOnly, closedAt, clock]);
  return readOnly;
}

function CasePanel({
  view,
  uploader,
  onGone,
  onUploaded,
}: {
  view: CaseView;
  uploader: CaseUploaderSlot;
  onGone: () => void;
  /** After a successful upload, before the case is read again. */
  onUploaded: () => void;
}) {
  const { client } = usePortal();
  const [supportCase, setCase] = useState(view.supportCase);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const readOnly = useReadOnly(supportCase);
  const { studentId } = view;

  /** account §4: after a comment, upload or delete the case list is read again; a failure to read it is said, the change stays done. */
  async function reload(): Promise<void> {
    try {
      const found = findCase(await getCases(client, studentId), supportCase.id);
      if (!alive.current) return;
      setReloadError(null);
      if (found) setCase(found);
      else onGone();
    } catch (error) {
      if (alive.current) setReloadError(failureText(error));
    }
  }

  const facts: Fact[] = [
    [t.caseNumber, supportCase.caseNumber],
    [t.status, clean(supportCase.status) || t.notGiven],
    [t.topic, clean(supportCase.type) || t.notGiven],
    [t.topicDetail, clean(supportCase.typeDetail) || t.notGiven],
    [t.enrollment, enrollmentName(view.courses, supportCase.enrollmentId) ?? t.notGiven],
    [t.opened, formatCaseDate(supportCase.interactionDate) ?? t.notGiven],
  ];

  return (
    <div className="sp-stack sp-case-detail" data-case={supportCase.id}>
      <Facts rows={facts} />
      <div className="sp-stack sp-case-description">
        <h2>{t.description}</h2>
        <p>{clean(supportCase.description) || t.notGiven}</p>
      </div>
      {readOnly ? <Alert tone="info">{accountValidation.caseClosed}</Alert> : null}
      {reloadError ? <Alert tone="error">{reloadError}</Alert> : null}
      <CaseComments
        comments={supportCase.caseComments}
        readOnly={readOnly}
        onAdd={async (comments) => {
          await addCaseComment(client, { studentId, caseNumber: supportCase.caseNumber, comments });
          await reload();
        }}
      />
      <CaseAttachments
        attachments={supportCase.CaseAttachment}
        caseId={supportCase.id}
        studentId={studentId}
        readOnly={readOnly}
        guidance={readOnly ? null : guidanceFor(supportCase)}
        onDelete={async (attachmentId) => {
          await deleteCaseAttachment(client, { studentId, caseNumber: supportCase.caseNumber, attachmentId });
          await reload();
        }}
        onUploaded={async () => {
          onUploaded();
          await reload();
        }}
        uploader={uploader}
      />
    </div>
  );
}

/**
 * account §2 /pg/case/{id}: one of the student's cases — number, status,
 * topic, detail, enrollment, opened date, description; its published
 * comments and Add Comment; its attachments (download, delete after a
 * confirmation), the guidance when it has none, and the uploader's slot.
 * account §4: closed more than 3 days ago it is read-only. A case that is not
 * the student's is not found. `uploader` places the upload control (issue
 * #17's AttachmentUploader) in the attachments section.
 */
export function CaseDetail({ uploader }: { uploader: CaseUploaderSlot }) {
  const services = usePortal();
  const [, navigate] = useLocation();
  const id = clean(useParams<{ id: string }>().id) || null;
  // account §4: the case page after a create says so; a successful upload here clears the flag (the banner goes, a reload does not repeat it).
  const created = useQuery().get('create') === 'success';
  const load = useLoad(
    id,
    async (key): Promise<CaseView | typeof missing> => {
      const data = await fetchAccountData(services);
      const studentId = studentIdOf(data);
      const supportCase = findCase(await getCases(services.client, studentId), key);
      if (!supportCase) return missing;
      const { account } = data;
      return { supportCase, studentId, courses: [...account.nonExpiredCoursListArray, ...account.expiredCoursListArray] };
    },
    { whenNoKey: 'missing' },
  );
  const clearCreated = () => {
    if (created && id) navigate(pathTo('caseDetail', { id }), { replace: true });
  };
  return (
    <Screen heading={paths.caseDetail.title} layout="wide">
      <CreatedBanner show={created && load.state.kind === 'ready'} />
      <Loaded load={load} loading={t.loading} missing={t.notFound}>
        {(view) => (
          <>
            <CasePanel key={view.supportCase.id} view={view} uploader={uploader} onGone={load.markMissing} onUploaded={clearCreated} />
            <p>
              <PortalLink href={pathTo('cases')}>{t.backToCases}</PortalLink>
            </p>
          </>
        )}
      </Loaded>
    </Screen>
  );
}

/** Add Attachment in the attachments section (issue #17): uploads as files are picked or dropped, then the case reloads. */
const attachmentUploader: CaseUploaderSlot = (props) => <AttachmentUploader {...props} />;

/** The route's screen: the case detail with Add Attachment in its uploader's slot. */
export function CaseDetailScreen() {
  return <CaseDetail uploader={attachmentUploader} />;
}
