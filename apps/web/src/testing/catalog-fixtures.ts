import {
  emptyCourseFacets,
  type Article,
  type CourseDetail,
  type CourseListResponse,
  type InstructorDetail,
} from '@app/domain/catalog'

/** Test builders for catalog pages, shaped like the API's answers. */

export function makeInstructorDetail(overrides: Partial<InstructorDetail> = {}): InstructorDetail {
  return {
    id: 1,
    name: 'Maya Lindqvist',
    role: 'Teacher',
    title: 'Developer and Teacher',
    description:
      'Full-stack developer who has taught web development to more than two hundred students since 2015.',
    about:
      'Maya builds web apps for small businesses and teaches the habits that keep them running.',
    students: 200,
    courses: 3,
    lessons: 11,
    rating: 4.9,
    reviewCount: 48,
    filterCategories: ['Web Development'],
    address: '12 Harbour Street, Stockholm',
    email: 'maya@learnlane.test',
    phone: '+46 8 123 45 67',
    website: 'https://maya.learnlane.test',
    social: {
      facebook: 'https://facebook.com/maya',
      twitter: 'https://x.com/maya',
      linkedin: 'https://linkedin.com/in/maya',
      instagram: null,
    },
    avatarUrl: null,
    courseList: [],
    reviews: [],
    ...overrides,
  }
}

export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const instructor = makeInstructorDetail()
  return {
    id: 7,
    title: 'Complete Web Development Bootcamp',
    alt: 'Cover of Complete Web Development Bootcamp',
    author: instructor.name,
    instructorId: instructor.id,
    instractors: [instructor.name],
    filterCategories: ['Web Development'],
    level: 'Beginner',
    language: ['English', 'Spain'],
    durationBucket: '3-6 Hours',
    features: ['Subtitle'],
    priceCents: 24900,
    compareAtCents: 44900,
    rating: 4.87,
    ratingCount: 315475,
    lessons: 11,
    durationMinutes: 3270,
    students: 229,
    tag: 'Best Seller',
    bestSeller: true,
    featured: true,
    tabTitles: [],
    coverUrl: null,
    description:
      'We start with how the web works, move through structure, styling and behaviour, and finish with the habits professionals rely on.',
    subtitle: 'Learn HTML, CSS and JavaScript',
    audience: [],
    promoVideo: null,
    skills: 'HTML, CSS, JavaScript, Node.js and deployment in one guided path',
    learnPoints: ['Build responsive pages', 'Write modern JavaScript'],
    requirements: ['A computer with internet access'],
    updatedAt: '2024-12-03T10:00:00.000Z',
    curriculum: [],
    instructor,
    reviews: [],
    ...overrides,
  }
}

export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 3,
    title: 'How to Build a Study Habit That Lasts',
    alt: 'Cover of How to Build a Study Habit That Lasts',
    category: 'Study Tips',
    date: '2025-11-18',
    comments: 12,
    author: 'Priya Raman',
    excerpt: 'Small, regular sessions beat long weekends of cramming.',
    body: [
      'Most learners start strong and fade after two weeks. Here is how to plan sessions that survive a busy month.',
    ],
    ...overrides,
  }
}

/** A page of the course list as the API answers it, with no facet counts unless given. */
export function makeCourseList(
  items: CourseListResponse['items'],
  overrides: Partial<CourseListResponse> = {},
): CourseListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 12,
    pageCount: Math.max(1, Math.ceil(items.length / 12)),
    facets: emptyCourseFacets(),
    ...overrides,
  }
}
