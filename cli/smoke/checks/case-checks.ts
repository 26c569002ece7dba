import { getCasePicklists, getKnowledgeArticles } from '../../../src/core/api/case-queries';
import { getCases } from '../../../src/core/api/cases';
import type { PicklistEntry } from '../../../src/core/api/structs/cases';
import { type Check, expectThat } from './types';
import { sharedValue } from './check-helpers';

/*
 * account §7 cases: the student's cases, the Case picklists (topic and
 * topic detail, `validFor` naming the topic) and knowledge articles for a
 * topic detail.
 */

const validFor = (detail: PicklistEntry, topic: string): boolean => {
  const owners = detail.validFor ?? [];
  return typeof owners === 'string' ? owners.split(';').map((o) => o.trim()).includes(topic) : owners.includes(topic);
};

/** Cases list, picklists and knowledge articles. */
export const caseChecks: readonly Check[] = [
  {
    id: 'cases.list',
    title: "The case list answers the signed-in student's cases",
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      const cases = await getCases(ctx.client, studentId);
      const first = cases[0];
      ctx.shared.caseNumber = first?.caseNumber;
      ctx.shared.caseId = first?.id;
    },
  },
  {
    id: 'cases.picklists',
    title: 'Case picklists answer topics and topic details valid for them (account §3)',
    writes: false,
    needs: ['login.rest'],
    async run(ctx) {
      const topics = await getCasePicklists(ctx.client, 'type');
      expectThat(topics.length > 0, 'the topic picklist is empty', 'data.Picklist');
      const details = await getCasePicklists(ctx.client, 'typeDetail');
      expectThat(details.length > 0, 'the topic-detail picklist is empty', 'data.Picklist');
      const pair = topics
        .map((topic) => ({ topic, detail: details.find((d) => validFor(d, topic.value)) }))
        .find((p) => p.detail !== undefined);
      expectThat(pair?.detail, 'no topic detail is valid for any topic', 'data.Picklist');
      ctx.shared.topic = pair.topic.value;
      ctx.shared.topicDetail = pair.detail.value;
    },
  },
  {
    id: 'cases.knowledge-articles',
    title: 'Knowledge articles for a topic detail carry a title and urlName',
    writes: false,
    needs: ['cases.picklists'],
    async run(ctx) {
      const topicDetail = sharedValue(ctx, 'topicDetail', 'cases.picklists');
      const articles = await getKnowledgeArticles(ctx.client, topicDetail);
      const bad = articles.findIndex((a) => a.title.trim() === '' || a.urlName.trim() === '');
      expectThat(bad < 0, 'an article has an empty title or urlName', `data.KnowledgeArticle.${bad}`);
    },
  },
];
