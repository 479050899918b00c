import {
  HELP_QUESTIONS,
  HELP_TOPICS,
  type HelpQuestion,
  type HelpTopic,
  type HelpTopicId,
} from './help-content'

/** Lower-case words of a search, accents folded, punctuation ignored. */
export function searchTerms(query: string): string[] {
  return normalise(query).split(' ').filter(Boolean)
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim()
}

const matchesAll = (haystack: string, terms: readonly string[]) => {
  const text = normalise(haystack)
  return terms.every((term) => text.includes(term))
}

export interface HelpResults {
  topics: HelpTopic[]
  questions: HelpQuestion[]
  /** Matching questions per topic (all questions when there is no search). */
  countByTopic: Record<HelpTopicId, number>
}

/**
 * The help center's filter: a topic tile stays when its own words or any of its questions match
 * every search word; a question stays when its question or answer matches every word and it
 * belongs to the chosen topic (if one is chosen).
 */
export function filterHelp(
  query: string,
  topic: HelpTopicId | null = null,
  source: { topics: readonly HelpTopic[]; questions: readonly HelpQuestion[] } = {
    topics: HELP_TOPICS,
    questions: HELP_QUESTIONS,
  },
): HelpResults {
  const terms = searchTerms(query)
  const matching = source.questions.filter((q) =>
    matchesAll(`${q.question} ${q.answer.join(' ')}`, terms),
  )
  const countByTopic = Object.fromEntries(source.topics.map((t) => [t.id, 0])) as Record<
    HelpTopicId,
    number
  >
  for (const q of matching) if (q.topic !== 'teaching') countByTopic[q.topic] += 1

  const topics = source.topics.filter(
    (t) => countByTopic[t.id] > 0 || matchesAll(`${t.title} ${t.description} ${t.keywords}`, terms),
  )
  const questions = topic ? matching.filter((q) => q.topic === topic) : matching
  return { topics, questions, countByTopic }
}
