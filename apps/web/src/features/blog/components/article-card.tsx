import type { Article } from '@app/domain/catalog'
import { Calendar, MessageCircle } from 'lucide-react'
import { Link } from 'react-router'
import { ArticleCover } from '../../../components/catalog/article-cover'
import { Avatar } from '../../../components/ui/avatar'
import { paths } from '../../../config/paths'
import { formatLongDate } from '../../../lib/format'
import './blog.css'

type ArticleCardData = Pick<
  Article,
  'id' | 'title' | 'category' | 'date' | 'comments' | 'author' | 'excerpt'
>

/** A blog article: generated cover, category, title, date, comments, author and excerpt. */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h3',
}: {
  article: ArticleCardData
  headingLevel?: 'h2' | 'h3'
}) {
  const href = paths.article(article.id)
  return (
    <article className="article-card">
      <Link to={href} className="article-card__media cover-frame" tabIndex={-1} aria-hidden="true">
        <ArticleCover id={article.id} title={article.title} category={article.category} />
      </Link>
      <div className="article-card__body">
        <p className="article-card__category">{article.category}</p>
        <Heading className="article-card__title">
          <Link to={href}>{article.title}</Link>
        </Heading>
        <ul className="article-card__meta">
          <li>
            <Calendar aria-hidden="true" size={15} />
            <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          </li>
          <li>
            <MessageCircle aria-hidden="true" size={15} />
            {article.comments} Comments
          </li>
        </ul>
        <p className="article-card__excerpt">{article.excerpt}</p>
        <p className="article-card__author">
          <Avatar name={article.author} size={28} isDecorative />
          {article.author}
        </p>
      </div>
    </article>
  )
}
