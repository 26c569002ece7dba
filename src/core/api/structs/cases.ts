import { type Infer, array, coerce, enums, string, type, union } from 'superstruct';
import { deferred, first, flag, id, list, maybe, numeric, requiredList } from './common';

/** account §3 caseComments entry. */
export const CaseComment = deferred(() => type({
  body: maybe(string()),
  isPublished: maybe(flag),
  lastModifiedDate: maybe(string()),
  lastModifiedBy: maybe(first(type({ firstName: maybe(string()), id: maybe(id) }))),
}));
export type CaseComment = Infer<typeof CaseComment>;

/** account §3 CaseAttachment entry. */
export const CaseAttachment = deferred(() => type({ id: id, name: maybe(string()), lastModifiedDate: maybe(string()) }));
export type CaseAttachment = Infer<typeof CaseAttachment>;

/**
 * account §3 Support case (Interaction). `closedDate` is not in the spec's
 * field list; the read-only rule (account §4, closed more than 3 days ago)
 * needs it, so it is read when present.
 */
export const SupportCase = deferred(() => type({
  id: id,
  caseNumber: id,
  status: string(),
  type: maybe(string()),
  typeDetail: maybe(string()),
  description: maybe(string()),
  enrollmentId: maybe(id),
  interactionDate: maybe(string()),
  closedDate: maybe(string()),
  caseComments: list(CaseComment),
  CaseAttachment: list(CaseAttachment),
}));
export type SupportCase = Infer<typeof SupportCase>;

export const CaseList = deferred(() => array(SupportCase));

const outcome = deferred(() => coerce(enums(['success', 'failed']), string(), (s) => s.trim().toLowerCase()));

/**
 * account §4 "A case mutation result is success or failed": `{ status }`, or
 * the bare word (JSON or plain text). Ids of what was created come along when sent.
 */
export const CaseMutationResult = deferred(() => coerce(
  type({ status: outcome, caseId: maybe(id), caseNumber: maybe(id), attachmentId: maybe(id) }),
  string(),
  (status) => ({ status }),
));
export type CaseMutationResult = Infer<typeof CaseMutationResult>;

/** account §3 Picklist entry (object Case). `validFor` is kept as sent. */
export const PicklistEntry = deferred(() => type({
  label: string(),
  value: string(),
  validFor: maybe(union([string(), array(string())])),
}));
export type PicklistEntry = Infer<typeof PicklistEntry>;

/** account §3 Knowledge article. */
export const KnowledgeArticle = deferred(() => type({
  title: string(),
  urlName: string(),
  summary: maybe(string()),
  viewCount: maybe(numeric),
}));
export type KnowledgeArticle = Infer<typeof KnowledgeArticle>;

/** GraphQL query data on kegql (account §7). */
export const PicklistData = deferred(() => type({ Picklist: requiredList(PicklistEntry) }));
export const KnowledgeArticlesData = deferred(() => type({ KnowledgeArticle: requiredList(KnowledgeArticle) }));
