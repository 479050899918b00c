import {
  CreditCard,
  GraduationCap,
  LifeBuoy,
  Rocket,
  SearchX,
  Smartphone,
  UserCog,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { paths } from '../../config/paths'
import { FaqAccordion } from './faq-accordion'
import { HELP_TOPIC_IDS, HELP_TOPICS, POPULAR_QUESTION_IDS, type HelpTopicId } from './help-content'
import { filterHelp } from './help-search'
import './marketing.css'

const TOPIC_ICONS: Record<HelpTopicId, LucideIcon> = {
  'getting-started': Rocket,
  account: UserCog,
  troubleshooting: Wrench,
  purchase: CreditCard,
  'course-taking': GraduationCap,
  mobile: Smartphone,
}

const isTopicId = (value: string | null): value is HelpTopicId =>
  value !== null && (HELP_TOPIC_IDS as readonly string[]).includes(value)

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The search state lives in the URL (?q=…&topic=…), so a filtered view can be shared or reloaded. */
function useHelpFilters() {
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const rawTopic = params.get('topic')
  const topic = isTopicId(rawTopic) ? rawTopic : null
  const update = (next: { q?: string; topic?: HelpTopicId | null }) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev)
        if (next.q !== undefined) {
          if (next.q) out.set('q', next.q)
          else out.delete('q')
        }
        if (next.topic !== undefined) {
          if (next.topic) out.set('topic', next.topic)
          else out.delete('topic')
        }
        return out
      },
      { replace: true, preventScrollReset: true },
    )
  }
  return { query, topic, update }
}

/** Search box for the page header: filters the topic tiles and the questions as you type. */
export function HelpSearch() {
  const { query, update } = useHelpFilters()
  return (
    <form
      className="help-search"
      role="search"
      method="get"
      action={paths.helpCenter}
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor="help-search-input" className="visually-hidden">
        Search the help center
      </label>
      <input
        id="help-search-input"
        className="input help-search__input"
        type="search"
        name="q"
        required
        placeholder="Search for answers, e.g. refund"
        autoComplete="off"
        value={query}
        onChange={(e) => update({ q: e.target.value })}
      />
      <Button type="submit">Search</Button>
    </form>
  )
}

/** Topic tiles and the FAQ, both filtered by the search; a tile narrows the FAQ to its topic. */
export function HelpResults() {
  const { query, topic, update } = useHelpFilters()
  const results = filterHelp(query, topic)
  const activeTopic = HELP_TOPICS.find((t) => t.id === topic)
  const trimmed = query.trim()
  const isEmpty = results.topics.length === 0 && results.questions.length === 0
  const [isAllShown, setIsAllShown] = useState(false)
  // Without a search or topic, the most asked questions come first and the rest on request.
  const isBrowsing = !trimmed && !topic && !isAllShown
  const questions = isBrowsing
    ? POPULAR_QUESTION_IDS.flatMap((id) => results.questions.filter((q) => q.id === id))
    : results.questions

  const chooseTopic = (id: HelpTopicId) => {
    const next = topic === id ? null : id
    update({ topic: next })
    if (next) document.getElementById('help-faq')?.scrollIntoView?.({ block: 'start' })
  }

  const summary = trimmed
    ? `${plural(results.topics.length, 'topic')} and ${plural(results.questions.length, 'question')} match \u201c${trimmed}\u201d`
    : ''

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {summary}
      </p>
      {isEmpty ? (
        <section className="section">
          <div className="container">
            <EmptyState
              icon={<SearchX size={28} />}
              title={`No results for \u201c${trimmed}\u201d`}
              description="Check the spelling, try fewer or more general words, or ask our support team directly."
              action={
                <div className="help-empty__actions">
                  <Button variant="secondary" onClick={() => update({ q: '', topic: null })}>
                    Clear search
                  </Button>
                  <Link className="btn btn--primary" to={paths.contact}>
                    Contact Support
                  </Link>
                </div>
              }
            />
          </div>
        </section>
      ) : (
        <>
          {results.topics.length > 0 ? (
            <section className="section help-topics" aria-labelledby="help-topics-title">
              <div className="container">
                <h2 id="help-topics-title" className="help-section-title">
                  Browse by Topic
                </h2>
                <ul className="help-topics__grid">
                  {results.topics.map((t) => {
                    const Icon = TOPIC_ICONS[t.id]
                    const isActive = t.id === topic
                    return (
                      <li key={t.id} className={`help-tile${isActive ? ' is-active' : ''}`}>
                        <span className="help-tile__icon" aria-hidden="true">
                          <Icon size={26} strokeWidth={1.75} />
                        </span>
                        <h3 className="help-tile__title">
                          <button
                            type="button"
                            className="help-tile__button"
                            aria-pressed={isActive}
                            onClick={() => chooseTopic(t.id)}
                          >
                            {t.title}
                          </button>
                        </h3>
                        <p className="help-tile__text">{t.description}</p>
                        <span className="help-tile__count">
                          {trimmed
                            ? `${plural(results.countByTopic[t.id], 'matching question')}`
                            : plural(results.countByTopic[t.id], 'article')}
                        </span>
                      </li>
                    )
                  })}
                </ul>
              </div>
            </section>
          ) : null}
          <section
            id="help-faq"
            className="section section--alt help-faq"
            aria-labelledby="help-faq-title"
          >
            <div className="container">
              <div className="help-faq__inner">
                <div className="help-faq__head">
                  <h2 id="help-faq-title" className="help-section-title">
                    Frequently Asked Questions
                  </h2>
                  {activeTopic ? (
                    <button
                      type="button"
                      className="help-chip"
                      onClick={() => update({ topic: null })}
                    >
                      {activeTopic.title}
                      <X aria-hidden="true" size={16} />
                      <span className="visually-hidden">: show all topics</span>
                    </button>
                  ) : null}
                </div>
                {questions.length > 0 ? (
                  <>
                    <FaqAccordion questions={questions} isTopicShown />
                    {isBrowsing ? (
                      <div className="help-faq__more">
                        <Button variant="secondary" onClick={() => setIsAllShown(true)}>
                          Show all {results.questions.length} questions
                        </Button>
                      </div>
                    ) : null}
                  </>
                ) : (
                  <EmptyState
                    as="h3"
                    isCompact
                    title={
                      activeTopic
                        ? `No questions in ${activeTopic.title} match`
                        : 'No questions match'
                    }
                    description="The topics above still match your search."
                    action={
                      <Button variant="secondary" onClick={() => update({ topic: null })}>
                        Show all topics
                      </Button>
                    }
                  />
                )}
              </div>
            </div>
          </section>
        </>
      )}
      <section className="section help-contact" aria-labelledby="help-contact-title">
        <div className="container">
          <div className="help-contact__card">
            <span className="help-contact__icon" aria-hidden="true">
              <LifeBuoy size={28} />
            </span>
            <div>
              <h2 id="help-contact-title">Still need help?</h2>
              <p>Our support team answers every message within one working day.</p>
            </div>
            <Link className="btn btn--primary" to={paths.contact}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
