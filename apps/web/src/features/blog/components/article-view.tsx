import type { Article } from '@app/domain/catalog'
import { useQuery } from '@tanstack/react-query'
import { Calendar, MessageCircle, Tag } from 'lucide-react'
import { Link } from 'react-router'
import { ArticleCover } from '../../../components/catalog/article-cover'
import { ShareButtons } from '../../../components/catalog/social-links'
import { PageHeader } from '../../../components/layout/page-header'
import { Avatar } from '../../../components/ui/avatar'
import { paths } from '../../../config/paths'
import { formatLongDate } from '../../../lib/format'
import { articleQueries } from '../api/articles'
import './blog.css'
import { siteOrigin } from '../../../lib/site-origin'

/** Other articles (for the sidebar and previous / next links), loaded on their own. */
function useOtherArticles() {
  return useQuery(articleQueries.list(1, 48))
}

/** One article: title block, cover, body, share, previous / next and recent posts. */
export function ArticleView({ article }: { article: Article }) {
  const others = useOtherArticles().data?.items ?? []
  const index = others.findIndex((a) => a.id === article.id)
  const newer = index > 0 ? others[index - 1] : undefined
  const older = index >= 0 ? others[index + 1] : undefined
  const recent = others.filter((a) => a.id !== article.id).slice(0, 4)
  return (
    <>
      <PageHeader
        title={article.title}
        crumbs={[{ label: 'Blog', to: paths.blog }, { label: article.title }]}
        description={article.excerpt}
      >
        <ul className="article-page__meta">
          <li>
            <Avatar name={article.author} size={32} isDecorative />
            {article.author}
          </li>
          <li>
            <Calendar aria-hidden="true" size={16} />
            <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          </li>
          <li>
            <MessageCircle aria-hidden="true" size={16} />
            {article.comments} Comments
          </li>
          <li>
            <Tag aria-hidden="true" size={16} />
            {article.category}
          </li>
        </ul>
      </PageHeader>
      <div className="container article-page">
        <article>
          <div className="article-page__cover cover-frame">
            <ArticleCover id={article.id} title={article.title} category={article.category} />
          </div>
          <div className="article-page__body">
            {article.body.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <div className="article-page__share">
            <span>Share this article</span>
            <ShareButtons
              title={article.title}
              url={`${siteOrigin()}${paths.article(article.id)}`}
            />
          </div>
          {newer || older ? (
            <nav className="article-page__nav" aria-label="More articles">
              {older ? (
                <Link to={paths.article(older.id)}>
                  <span>Previous article</span>
                  {older.title}
                </Link>
              ) : (
                <span />
              )}
              {newer ? (
                <Link to={paths.article(newer.id)} className="is-next">
                  <span>Next article</span>
                  {newer.title}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </article>
        <aside className="article-aside" aria-label="About the author and recent posts">
          <div className="author-box">
            <Avatar name={article.author} size={56} isDecorative />
            <div>
              <p className="mini-article__date">Written by</p>
              <p>
                <strong>{article.author}</strong>
              </p>
            </div>
          </div>
          {recent.length ? (
            <section aria-labelledby="recent-posts">
              <h2 id="recent-posts">Recent Posts</h2>
              <ul className="mini-articles">
                {recent.map((a) => (
                  <li key={a.id}>
                    <Link className="mini-article" to={paths.article(a.id)}>
                      <span className="cover-frame">
                        <ArticleCover id={a.id} title={a.title} category={a.category} />
                      </span>
                      <span className="mini-article__title">
                        {a.title}
                        <span className="mini-article__date">{formatLongDate(a.date)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </>
  )
}
