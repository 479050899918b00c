import { describe, expect, it } from 'vitest'
import { FAQ_GROUPS, HELP_QUESTIONS, HELP_TOPICS, questionsOfGroup } from './help-content'
import { filterHelp, searchTerms } from './help-search'

const titles = (r: ReturnType<typeof filterHelp>) => r.topics.map((t) => t.title)

describe('filterHelp', () => {
  it('shows all six topics and every question without a search', () => {
    const result = filterHelp('')
    expect(titles(result)).toEqual([
      'Getting Started',
      'Account / Profile',
      'Troubleshooting',
      'Purchase / Refunds',
      'Course Taking',
      'Mobile General',
    ])
    expect(result.questions).toHaveLength(HELP_QUESTIONS.length)
    expect(result.countByTopic.purchase).toBe(5)
  })

  it('keeps questions whose question or answer contains every word, in any case', () => {
    const result = filterHelp('REFUND original')
    expect(result.questions.map((q) => q.id)).toEqual(['refund-policy'])
    expect(titles(result)).toEqual(['Purchase / Refunds'])
  })

  it('keeps a topic tile whose own words match even when no question does', () => {
    const result = filterHelp('android')
    expect(titles(result)).toEqual(['Mobile General'])
  })

  it('narrows the questions to the chosen topic', () => {
    const result = filterHelp('', 'account')
    expect(result.questions.map((q) => q.topic)).toEqual(['account', 'account', 'account'])
    expect(result.topics).toHaveLength(HELP_TOPICS.length)
  })

  it('finds the instructors’ questions, which have no tile', () => {
    const result = filterHelp('microphone')
    expect(result.questions.map((q) => q.id)).toEqual(['recording-gear'])
    expect(result.topics).toEqual([])
  })

  it('returns nothing for words that appear nowhere', () => {
    const result = filterHelp('quantum teleportation')
    expect(result.topics).toEqual([])
    expect(result.questions).toEqual([])
  })

  it('ignores punctuation and accents in the search', () => {
    expect(searchTerms('  Pässword?! reset ')).toEqual(['password', 'reset'])
    expect(filterHelp('pässword!').questions.map((q) => q.id)).toContain('change-password')
  })
})

describe('FAQ groups', () => {
  it.each(FAQ_GROUPS.map((g) => [g.title, g.id] as const))(
    '%s has five questions with real answers',
    (_title, id) => {
      const questions = questionsOfGroup(id)
      expect(questions).toHaveLength(5)
      for (const q of questions) expect(q.answer.join(' ').length).toBeGreaterThan(120)
    },
  )
})
