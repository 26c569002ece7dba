import { graphqlQuery } from './graphql';
import { type KnowledgeArticle, KnowledgeArticlesData, PicklistData, type PicklistEntry } from './structs/cases';
import type { ApiClient } from './transport';

/*
 * account §7 GraphQL on /rest-services/kegql: picklists of object Case and
 * knowledge articles by topic detail. Argument style and root field names are
 * our choice (docs/decisions.md).
 */

const picklistDocument = `query CasePicklist($field: String!) {
  Picklist(object: "Case", field: $field) { label value validFor }
}`;

const articlesDocument = `query KnowledgeArticles($topicDetail: String!) {
  KnowledgeArticle(topicDetail: $topicDetail) { title urlName summary viewCount }
}`;

/** Picklist entries of object Case: `type` (topic) or `typeDetail` (account §3, §7). */
export async function getCasePicklists(client: ApiClient, field: 'type' | 'typeDetail'): Promise<PicklistEntry[]> {
  const data = await graphqlQuery(
    client,
    'kegql',
    { name: 'CasePicklist', document: picklistDocument },
    { field },
    PicklistData,
    { call: 'getCasePicklists' },
  );
  return data.Picklist;
}

/** Knowledge articles for a topic detail (account §7). */
export async function getKnowledgeArticles(client: ApiClient, topicDetail: string): Promise<KnowledgeArticle[]> {
  const data = await graphqlQuery(
    client,
    'kegql',
    { name: 'KnowledgeArticles', document: articlesDocument },
    { topicDetail },
    KnowledgeArticlesData,
    { call: 'getKnowledgeArticles' },
  );
  return data.KnowledgeArticle;
}
