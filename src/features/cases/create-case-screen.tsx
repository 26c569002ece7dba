import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createCase, getCases, type NewCase } from '../../core/api/cases';
import { getCasePicklists } from '../../core/api/case-queries';
import type { PicklistEntry } from '../../core/api/structs/cases';
import { caseCreateTexts as t } from '../../core/messages/case-create';
import { accountErrors } from '../../core/messages/errors';
import { type CaseChoice, type CasePrefill, caseEnrollmentOptions, detailsForTopic, findCreatedCase, resolveCasePrefill } from '../../core/rules/case-create';
import { validateCaseCreate } from '../../core/validators/cases';
import { fetchAccountData, studentIdOf } from '../../lib/account-data';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useRawSearch } from '../../lib/use-query';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { LoadedScreen } from '../../ui/loaded-screen';
import { PortalLink } from '../../ui/portal-link';
import { SelectField } from '../../ui/select-field';
import { useLoad } from '../../ui/use-load';
import { useSubmission } from '../../ui/use-submission';
import { DescriptionField, LockedField, labelOf } from './create-case-fields';
import { ChosenAttachmentsField, useChosenAttachments } from './attachment-uploader';
import { ArticlesNotice, KnowledgeArticles, useKnowledgeArticles } from './knowledge-articles';

/** account §4/§9: the wait between a created case and its page. */
export const caseCreatedRedirectMs = 3000;

interface CaseFormData {
  studentId: string;
  enrollments: CaseChoice[];
  topics: PicklistEntry[];
  details: PicklistEntry[];
}

type Values = { enrollmentId: string; topic: string; topicDetail: string; description: string };
type Name = keyof Values;
const order: Name[] = ['enrollmentId', 'topic', 'topicDetail', 'description'];

/** Where the form stands after Submit: the case exists (the create-completed flag), its files uploading. */
interface Created {
  /** The case page (with create=success), or the case list when the new case could not be found. */
  destination: string;
  /** How many chosen files there were, how many are still uploading, and the names of those that failed. */
  files: number;
  uploading: number;
  failed: string[];
}

function CreateCaseForm({ data, prefill }: { data: CaseFormData; prefill: CasePrefill }) {
  const services = usePortal();
  const { client, clock } = services;
  const [values, setValues] = useState<Values>({
    enrollmentId: prefill.enrollmentId ?? '',
    topic: prefill.topic ?? '',
    topicDetail: prefill.topicDetail ?? '',
    description: prefill.description ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const chosen = useChosenAttachments({ studentId: data.studentId });
  const [created, setCreated] = useState<Created | null>(null);
  const [waited, setWaited] = useState(false);
  const submission = useSubmission();
  const refs = useRef<Partial<Record<Name, HTMLElement | null>>>({});
  const createdRef = useRef<HTMLDivElement>(null);
  const articlesHeading = useRef<HTMLHeadingElement>(null);
  const locked = {
    enrollmentId: prefill.enrollmentId !== null,
    topic: prefill.topic !== null,
    topicDetail: prefill.topicDetail !== null,
    description: prefill.descriptionLocked,
  };

  const details = useMemo(() => detailsForTopic(data.details, values.topic), [data.details, values.topic]);
  const articles = useKnowledgeArticles(values.topicDetail);

  const errors: Partial<Record<Name, string>> = validateCaseCreate(values);
  if (values.enrollmentId === '') errors.enrollmentId = t.enrollmentRequired;
  const valid = order.every((name) => errors[name] === undefined);
  const errorOf = (name: Name) => (attempted || touched[name] ? (errors[name] ?? null) : null);
  const touch = (name: Name) => () => setTouched((was) => ({ ...was, [name]: true }));
  const set = (name: Name) => (value: string) =>
    setValues((was) => {
      const next = { ...was, [name]: value };
      // A detail not valid for the new topic is dropped (account §3 validFor).
      if (name === 'topic' && !detailsForTopic(data.details, value).some((d) => d.value === was.topicDetail)) next.topicDetail = '';
      return next;
    });
  const refFor = (name: Name) => (element: HTMLElement | null) => {
    refs.current[name] = element;
  };
  const done = created !== null;

  // account §4: the case page 3000 ms after the case exists (counted from then, on the mount's clock;
  // cancelled if the screen goes first); chosen files must have finished uploading too.
  const cancelWait = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelWait.current?.(), []);
  useEffect(() => {
    if (done) createdRef.current?.focus();
  }, [done]);
  const leave = created !== null && waited && created.uploading === 0 && created.failed.length === 0;
  useEffect(() => {
    if (leave && created) services.openRoute(created.destination);
  }, [leave]);

  async function submit() {
    setAttempted(true);
    if (!valid) {
      const first = order.find((name) => errors[name] !== undefined && !locked[name]);
      if (first) refs.current[first]?.focus();
      return;
    }
    const input: NewCase = {
      studentId: data.studentId,
      enrollmentId: values.enrollmentId,
      type: values.topic,
      typeDetail: values.topicDetail,
      description: values.description,
    };
    const answer: { caseId: string | null } = { caseId: null };
    const result = await submission.run(async () => {
      const named = (await createCase(client, input)).caseId ?? null;
      // An answer that does not name the case: the newest of the student's cases holding what was sent
      // (still pending meanwhile, so Submit cannot open a second case).
      answer.caseId = named ?? (await getCases(client, data.studentId).then((cases) => findCreatedCase(cases, input), () => null));
    });
    if (result.state !== 'done') return;
    const { caseId } = answer;
    const destination = caseId === null ? pathTo('cases', { create: 'success' }) : pathTo('caseDetail', { id: caseId, create: 'success' });
    const files = chosen.names;
    setCreated({ destination, files: files.length, uploading: files.length, failed: [] });
    cancelWait.current = clock.setTimeout(() => setWaited(true), caseCreatedRedirectMs);
    if (files.length === 0) return;
    // Issue #17: all at once, each with its progress bar and Cancel; with no case id none can go.
    const outcome = caseId === null ? null : await chosen.uploadChosen(caseId);
    setCreated((c) => c && { ...c, uploading: 0, failed: outcome?.notUploaded ?? [...files] });
  }

  const lockedText: Record<Name, string> = {
    enrollmentId: labelOf(data.enrollments, values.enrollmentId),
    topic: labelOf(data.topics, values.topic),
    topicDetail: labelOf(data.details, values.topicDetail),
    description: values.description,
  };
  const locking = (name: Name, label: string, control: ReactNode) =>
    locked[name] ? <LockedField name={name} label={label} text={lockedText[name]} multiline={name === 'description'} /> : control;
  const choice = (name: Exclude<Name, 'description'>, label: string, options: readonly CaseChoice[], placeholder: string) =>
    locking(
      name,
      label,
      <SelectField
        name={name}
        label={label}
        value={values[name]}
        options={options}
        placeholder={placeholder}
        onChange={set(name)}
        onBlur={touch(name)}
        error={errorOf(name)}
        required
        inputRef={refFor(name)}
      />,
    );

  return (
    <div className="sp-case-create">
      <div className="sp-stack">
        <p className="sp-lead">{t.lead}</p>
        {prefill.ignored.length > 0 ? <Alert tone="info">{t.prefillIgnored}</Alert> : null}
        {data.enrollments.length === 0 ? <Alert tone="info">{t.noEnrollments}</Alert> : null}
        <Form onSubmit={submit}>
          <fieldset className="sp-case-fields" disabled={done}>
            {choice('enrollmentId', t.enrollment, data.enrollments, t.enrollmentPlaceholder)}
            {choice('topic', t.topic, data.topics, t.topicPlaceholder)}
            {choice('topicDetail', t.topicDetail, details, values.topic === '' ? t.topicFirst : t.topicDetailPlaceholder)}
            <ArticlesNotice load={articles} panel={articlesHeading} />
            {locking(
              'description',
              t.description,
              <DescriptionField value={values.description} onChange={set('description')} onBlur={touch('description')} error={errorOf('description')} inputRef={refFor('description')} />,
            )}
          </fieldset>
          {/* Outside the fieldset, which is disabled once the case exists: each upload keeps its Cancel. */}
          <ChosenAttachmentsField chosen={chosen} disabled={done} label={t.attachments} hint={t.attachmentsHint} />
          {submission.error ? <Alert tone="error">{accountErrors.caseFailed}</Alert> : null}
          {created ? (
            <div className="sp-stack" ref={createdRef} tabIndex={-1}>
              <Alert tone="success">{t.created}</Alert>
              {created.files > 0 ? <p role="status">{t.uploading(created.files - created.uploading, created.files)}</p> : null}
              {created.failed.length > 0 ? (
                <>
                  <Alert tone="error">
                    {accountErrors.caseFailed} {created.failed.map((name) => t.uploadFailed(name)).join(' ')}
                  </Alert>
                  <p>
                    <PortalLink href={created.destination}>{t.openCase}</PortalLink>
                  </p>
                </>
              ) : null}
            </div>
          ) : (
            <div className="sp-row sp-form-actions">
              <Button type="submit" pending={submission.pending} unavailable={!valid}>
                {t.submit}
              </Button>
            </div>
          )}
        </Form>
      </div>
      <KnowledgeArticles load={articles} headingRef={articlesHeading} />
    </div>
  );
}

/**
 * account §2 /pg/createcase: a new support case — the enrollment (from the
 * student's courses), topic and topic detail from the Case picklists (the
 * detail filtered by the topic through validFor), a description of at most
 * 4000 characters with its counter, and optional attachments uploaded once
 * the case exists. The query's eid, topic, topicDetail and description fill
 * in and lock their fields. Knowledge articles for the chosen detail show
 * beside the form. On success the case page with create=success after
 * 3000 ms (account §4); a failure keeps everything typed.
 */
export function CreateCaseScreen() {
  const services = usePortal();
  const search = useRawSearch();
  const load = useLoad('create-case', async (): Promise<CaseFormData> => {
    const [{ account, student }, topics, details] = await Promise.all([
      fetchAccountData(services),
      getCasePicklists(services.client, 'type'),
      getCasePicklists(services.client, 'typeDetail'),
    ]);
    const studentId = studentIdOf({ account, student });
    const enrollments = caseEnrollmentOptions([...account.nonExpiredCoursListArray, ...account.expiredCoursListArray]);
    return { studentId, enrollments, topics, details };
  });
  return (
    <LoadedScreen heading={paths.createCase.title} layout="wide" load={load} loading={t.loading}>
      {(data) => (
        // #29.3: a new query is a new form (its fields filled and locked afresh); the same query
        // keeps the form and everything typed into it.
        <CreateCaseForm
          key={search}
          data={data}
          prefill={resolveCasePrefill(new URLSearchParams(search), { enrollments: data.enrollments, topics: data.topics, details: data.details })}
        />
      )}
    </LoadedScreen>
  );
}
