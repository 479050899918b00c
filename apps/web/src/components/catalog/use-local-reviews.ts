import { useCallback, useState } from 'react'

export interface LocalReview {
  id: string
  name: string
  rating: number
  title: string
  body: string
  createdAt: string
}

const keyOf = (subject: string) => `reviews:${subject}`

function read(subject: string): LocalReview[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(subject)) ?? '[]')
    return Array.isArray(parsed) ? (parsed as LocalReview[]) : []
  } catch {
    return []
  }
}

/**
 * Reviews this visitor wrote about one course or mentor, kept in this browser so they show on the
 * page (newest first) after a reload.
 */
export function useLocalReviews(subject: string) {
  const [state, setState] = useState(() => ({ subject, reviews: read(subject) }))
  // A different course or mentor on the same page component: read its reviews.
  if (state.subject !== subject) setState({ subject, reviews: read(subject) })
  const add = useCallback((review: Omit<LocalReview, 'id' | 'createdAt'>) => {
    const next: LocalReview = {
      ...review,
      id: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
    }
    setState((s) => {
      const reviews = [next, ...s.reviews]
      try {
        localStorage.setItem(keyOf(s.subject), JSON.stringify(reviews))
      } catch {
        // Full or blocked storage: the review still shows until the page closes.
      }
      return { ...s, reviews }
    })
  }, [])
  return { reviews: state.reviews, add }
}
