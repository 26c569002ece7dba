import type { PicklistEntry } from '../api/structs/cases';
import { parseInstant } from '../time/instant';
import { validateCaseDescription } from '../validators/cases';
import { outboundHref } from './outbound-url';

/** A choice of the new-case form: what is sent and what the student reads. */
export interface CaseChoice {
  value: string;
  label: string;
}

// account §3 Picklist `validFor`, kept as sent: the controlling topic values,
// as one string (`;`-separated when several) or an array of strings.
function topicsOf(validFor: PicklistEntry['validFor']): string[] {
  const raw = Array.isArray(validFor) ? validFor : (validFor ?? '').split(';');
  return raw.map((t) => t.trim()).filter((t) => t !== '');
}

/**
 * account §3/§7: the topic details offered under a topic. A detail lists the
 * topics it is valid for; one that names none depends on no topic and is
 * offered under every one. Nothing before a topic is chosen.
 */
export function detailsForTopic<T extends Pick<PicklistEntry, 'value' | 'validFor'>>(details: readonly T[], topic: string): T[] {
  if (topic === '') return [];
  return details.filter((d) => {
    const topics = topicsOf(d.validFor);
    return topics.length === 0 || topics.includes(topic);
  });
}

/** Where a knowledge article is read on the brand's help centre (Salesforce Knowledge's `/s/article/{urlName}`). */
const articlePath = 's/article/';

/**
 * account §3 Knowledge article `urlName` as a link the portal may show: an
 * outbound URL as sent (core's one rule), or a slug, encoded as one path
 * segment under the brand's help centre. Anything else (http, javascript:,
 * data:, a protocol-relative `//host`) gives no link.
 */
export function knowledgeArticleHref(helpCentreUrl: string, urlName: string): string | null {
  const name = urlName.trim();
  if (name === '' || name.startsWith('//') || name.startsWith('\\\\')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(name)) return outboundHref(name);
  const base = helpCentreUrl.endsWith('/') ? helpCentreUrl : `${helpCentreUrl}/`;
  return new URL(`${articlePath}${encodeURIComponent(name)}`, base).href;
}

/** The query parameters of /pg/createcase that fill in and lock a field (account §2). */
export type CasePrefillKey = 'eid' | 'topic' | 'topicDetail' | 'description';

export interface CasePrefill {
  enrollmentId: string | null;
  topic: string | null;
  topicDetail: string | null;
  description: string | null;
  /** A prefilled description is locked only when it passes its own rule (a student could not fix it otherwise). */
  descriptionLocked: boolean;
  /** Parameters given but not used, in query order. */
  ignored: CasePrefillKey[];
}

export interface CasePrefillLists {
  enrollments: readonly CaseChoice[];
  topics: readonly Pick<PicklistEntry, 'value'>[];
  details: readonly Pick<PicklistEntry, 'value' | 'validFor'>[];
}

/**
 * account §2/§5: `eid`, `topic`, `topicDetail` and `description` fill in and
 * lock their fields. A value that is not one of the field's options (another
 * student's enrollment, a topic not in the picklist, a detail not valid for
 * the topic) is ignored and the field stays free. A detail given without a
 * topic brings its topic when it is valid for exactly one. A description over
 * the 4000-character limit is filled in but left editable.
 */
export function resolveCasePrefill(query: URLSearchParams, lists: CasePrefillLists): CasePrefill {
  const asked = (key: CasePrefillKey) => {
    const value = query.get(key)?.trim() ?? '';
    return value === '' ? null : value;
  };
  const ignored: CasePrefillKey[] = [];
  const pick = (key: CasePrefillKey, options: readonly { value: string }[]): string | null => {
    const value = asked(key);
    if (value === null) return null;
    if (options.some((o) => o.value === value)) return value;
    ignored.push(key);
    return null;
  };

  const enrollmentId = pick('eid', lists.enrollments);
  let topic = pick('topic', lists.topics);
  let topicDetail: string | null;
  if (topic !== null || asked('topic') !== null) {
    topicDetail = pick('topicDetail', topic === null ? [] : detailsForTopic(lists.details, topic));
  } else {
    const detail = asked('topicDetail');
    const entry = detail === null ? undefined : lists.details.find((d) => d.value === detail);
    const own = entry ? topicsOf(entry.validFor).filter((t) => lists.topics.some((o) => o.value === t)) : [];
    topicDetail = detail !== null && own.length === 1 ? detail : null;
    if (topicDetail !== null) topic = own[0] ?? null;
    else if (detail !== null) ignored.push('topicDetail');
  }
  const description = asked('description') === null ? null : (query.get('description') ?? '');
  const descriptionLocked = description !== null && validateCaseDescription(description) === null;
  if (description !== null && !descriptionLocked) ignored.push('description');
  return { enrollmentId, topic, topicDetail, description, descriptionLocked, ignored };
}

interface CourseLike {
  enrollmentId: string;
  productTitle?: string | null;
  displayName?: string | null;
}

/**
 * The enrollments a case can be about: the student's courses (account §7
 * "fetch products" has no call of its own here), each once, named by its
 * product title, else its display name, else its id.
 */
export function caseEnrollmentOptions(courses: readonly CourseLike[]): CaseChoice[] {
  const seen = new Set<string>();
  const options: CaseChoice[] = [];
  for (const c of courses) {
    if (seen.has(c.enrollmentId)) continue;
    seen.add(c.enrollmentId);
    const label = [c.productTitle, c.displayName].map((s) => s?.trim() ?? '').find((s) => s !== '') ?? c.enrollmentId;
    options.push({ value: c.enrollmentId, label });
  }
  return options;
}

interface CreatedCaseLike {
  id: string;
  enrollmentId?: string | null;
  type?: string | null;
  typeDetail?: string | null;
  description?: string | null;
  interactionDate?: string | null;
}

/**
 * When a create answer carries no case id: the student's newest case whose
 * enrollment, topic, detail and description are what was sent (cases with no
 * readable date come last), or null.
 */
export function findCreatedCase(
  cases: readonly CreatedCaseLike[],
  sent: { enrollmentId: string; type: string; typeDetail: string; description: string },
): string | null {
  const time = (c: CreatedCaseLike) => parseInstant(c.interactionDate)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const matching = cases.filter(
    (c) => c.enrollmentId === sent.enrollmentId && c.type === sent.type && c.typeDetail === sent.typeDetail && c.description === sent.description,
  );
  const newest = [...matching].sort((a, b) => time(b) - time(a))[0];
  return newest?.id ?? null;
}
