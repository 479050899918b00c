export type EventFormat = 'Online' | 'In person'

export interface LearningEvent {
  id: number
  title: string
  /** Days from today, so the calendar always shows what is coming up. */
  inDays: number
  start: string
  end: string
  format: EventFormat
  location: string
  host: string
  category: string
  seats: number
  description: string
}

/** Learnlane's live sessions and meet-ups (no API serves events yet). */
export const EVENTS: readonly LearningEvent[] = [
  {
    id: 1,
    title: 'Build Your First Web Page, Live',
    inDays: 3,
    start: '18:00',
    end: '19:30',
    format: 'Online',
    location: 'Live stream',
    host: 'Maya Lindqvist',
    category: 'Web Development',
    seats: 120,
    description:
      'Code along from an empty folder to a published page, with time for questions at the end.',
  },
  {
    id: 2,
    title: 'Data Science Career Q&A',
    inDays: 6,
    start: '17:00',
    end: '18:00',
    format: 'Online',
    location: 'Live stream',
    host: 'Priya Raman',
    category: 'Data Science',
    seats: 200,
    description:
      'What hiring managers look for, which projects to build and how to talk about them.',
  },
  {
    id: 3,
    title: 'Mobile Developers Meet-up',
    inDays: 9,
    start: '18:30',
    end: '21:00',
    format: 'In person',
    location: 'Lagos, Nigeria',
    host: 'Daniel Okafor',
    category: 'Mobile Development',
    seats: 60,
    description:
      'Short talks on shipping and testing mobile apps, then an evening of conversation.',
  },
  {
    id: 4,
    title: 'Secure Your Web App in One Evening',
    inDays: 12,
    start: '19:00',
    end: '20:30',
    format: 'Online',
    location: 'Live stream',
    host: 'Kenji Watanabe',
    category: 'Cybersecurity',
    seats: 150,
    description:
      'Walk through the most common web vulnerabilities and fix each one in a sample project.',
  },
  {
    id: 5,
    title: 'Game Jam Kick-off',
    inDays: 16,
    start: '10:00',
    end: '16:00',
    format: 'In person',
    location: 'Lyon, France',
    host: 'Lucas Moreau',
    category: 'Game Development',
    seats: 80,
    description: 'Form a team, get the theme and start building: mentors on hand all day.',
  },
  {
    id: 6,
    title: 'Testing Habits That Last',
    inDays: 20,
    start: '16:00',
    end: '17:00',
    format: 'Online',
    location: 'Live stream',
    host: 'Sofia Marin',
    category: 'Software Testing',
    seats: 100,
    description:
      'Practical ways to keep a test suite fast, readable and trusted by the whole team.',
  },
  {
    id: 7,
    title: 'Architecture Clinic: Bring Your Design',
    inDays: 24,
    start: '18:00',
    end: '19:30',
    format: 'Online',
    location: 'Live stream',
    host: 'Elena Petrova',
    category: 'Software Engineering',
    seats: 40,
    description:
      'Share a system design and get feedback from an experienced architect and your peers.',
  },
  {
    id: 8,
    title: 'Learnlane Community Day',
    inDays: 30,
    start: '09:30',
    end: '17:30',
    format: 'In person',
    location: 'Portland, OR',
    host: 'Maya Lindqvist',
    category: 'Community',
    seats: 250,
    description: 'Workshops, instructor panels and a chance to meet the people you learn with.',
  },
]

/** The event's calendar day, counted from `today`. */
export function eventDate(event: LearningEvent, today: Date): Date {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  d.setDate(d.getDate() + event.inDays)
  return d
}
