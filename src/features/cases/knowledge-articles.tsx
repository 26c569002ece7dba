import type { RefObject } from 'react';
import { getKnowledgeArticles } from '../../core/api/case-queries';
import type { KnowledgeArticle } from '../../core/api/structs/cases';
import { caseCreateTexts as t } from '../../core/messages/case-create';
import { shellTexts } from '../../core/messages/shell';
import { knowledgeArticleHref } from '../../core/rules/case-create';
import { usePortal } from '../../lib/portal-services';
import { Loaded } from '../../ui/loaded';
import { type Load, useLoad } from '../../ui/use-load';
import { usePortalId } from '../../ui/use-portal-id';

/** account §7: the knowledge articles of the chosen topic detail; nothing to load before one is chosen. */
export function useKnowledgeArticles(topicDetail: string): Load<KnowledgeArticle[]> {
  const { client } = usePortal();
  return useLoad(topicDetail === '' ? null : topicDetail, (detail) => getKnowledgeArticles(client, detail));
}

/**
 * The polite line under the topic detail that says how many articles arrived,
 * with a way to them (on a phone the panel is below the form). Always on the
 * page, so its change is announced.
 */
export function ArticlesNotice({ load, panel }: { load: Load<KnowledgeArticle[]>; panel: RefObject<HTMLHeadingElement | null> }) {
  const { state } = load;
  const count = state.kind === 'ready' ? state.value.length : 0;
  return (
    <p className="sp-hint sp-case-articles-notice" role="status">
      {state.kind !== 'ready' ? null : count > 0 ? (
        <button type="button" className="sp-case-link-button" onClick={() => panel.current?.focus()}>
          {t.articlesFound(count)}
        </button>
      ) : (
        t.articlesNone
      )}
    </p>
  );
}

function Article({ article }: { article: KnowledgeArticle }) {
  const { brand } = usePortal();
  const href = knowledgeArticleHref(brand.helpCentreUrl, article.urlName);
  return (
    <li className="sp-case-article">
      <h3>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {article.title} <span className="sp-visually-hidden">{shellTexts.opensInNewTab}</span>
          </a>
        ) : (
          article.title
        )}
      </h3>
      {article.summary ? <p>{article.summary}</p> : null}
    </li>
  );
}

/**
 * account §7 knowledge articles beside the new-case form (issue #17: a
 * student may find the answer without opening a case): title, summary and a
 * link to the help centre, or a hint to choose a topic detail first. A failed
 * load shows its text with Try again.
 */
export function KnowledgeArticles({ load, headingRef }: { load: Load<KnowledgeArticle[]>; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const headingId = usePortalId();
  return (
    <aside className="sp-case-articles" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t.articlesHeading}
      </h2>
      {load.state.kind === 'idle' ? (
        <p className="sp-muted">{t.articlesChoose}</p>
      ) : (
        <Loaded load={load} loading={t.articlesLoading}>
          {(articles) =>
            articles.length === 0 ? (
              <p className="sp-muted">{t.articlesNone}</p>
            ) : (
              <ul className="sp-case-article-list">
                {articles.map((a) => (
                  <Article key={`${a.urlName}|${a.title}`} article={a} />
                ))}
              </ul>
            )
          }
        </Loaded>
      )}
    </aside>
  );
}
