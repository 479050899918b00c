import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Carousel } from '../../../components/catalog/carousel'
import { SectionHead } from '../../../components/catalog/section-head'
import { paths } from '../../../config/paths'
import { articleQueries } from '../api/articles'
import { ArticleCard } from './article-card'

/** Blog carousel: 1 slide, 2 at 700 px, 4 at 1440; gap 28, speed 1000 ms (SPEC section 9). */
const BLOG_BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 28 },
  700: { slidesPerView: 2, spaceBetween: 28 },
  1440: { slidesPerView: 4, spaceBetween: 28 },
}

/** Latest From The Blog, with View All News. */
export function BlogCarousel() {
  const query = useQuery(articleQueries.list(1, 8))
  const articles = query.data?.items ?? []
  return (
    <section className="section" aria-labelledby="blog-carousel-title">
      <div className="container">
        <SectionHead
          id="blog-carousel-title"
          eyebrow="Articles"
          title="Latest From The Blog"
          action={
            <Link to={paths.blog}>
              View All News <ArrowRight aria-hidden="true" size={18} />
            </Link>
          }
        />
        {query.isError ? (
          <p className="section-error">
            The latest articles could not be loaded. <Link to={paths.blog}>Open the blog</Link>
          </p>
        ) : (
          <div style={{ minHeight: articles.length ? undefined : 440 }}>
            {articles.length ? (
              <Carousel
                label="Latest articles"
                breakpoints={BLOG_BREAKPOINTS}
                spaceBetween={28}
                speed={1000}
                hasArrows
              >
                {articles.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </Carousel>
            ) : null}
          </div>
        )}
      </div>
    </section>
  )
}
