/** Filter option lists of the course grid (SPEC section 3). */
export const CATEGORY_OPTIONS = [
  'Web Development',
  'Software Testing',
  'Mobile Development',
  'Software Engineering',
  'Game Development',
  'Data Science',
  'Cybersecurity',
] as const
/** The four people of the Instructors filter group (SPEC section 3); the seed gives each courses. */
export const INSTRUCTOR_FILTER_OPTIONS = [
  'Maya Lindqvist',
  'Daniel Okafor',
  'Priya Raman',
  'Lucas Moreau',
] as const
export const LEVEL_OPTIONS = ['Beginner', 'Intermediate', 'Expert'] as const
export const PRICE_OPTIONS = ['Free', 'Paid'] as const
export const LANGUAGE_OPTIONS = [
  'English',
  'French',
  'German',
  'Italian',
  'Turkish',
  'Spain',
  'Japanese',
  'Thailand',
] as const
export const DURATION_OPTIONS = ['0-1 Hour', '1-3 Hours', '3-6 Hours'] as const
export const FEATURE_OPTIONS = ['Subtitle', 'Quizzes', 'Coding Exercises'] as const
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const

/** Show More thresholds of the filter sidebar (SPEC section 9). */
export const SHOW_MORE_THRESHOLD = { categories: 5, instructors: 3, languages: 6 } as const

export const COURSE_SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'title-asc', label: 'Title (A-Z)' },
  { value: 'title-desc', label: 'Title (Z-A)' },
  { value: 'price-asc', label: 'Price (Low to High)' },
  { value: 'price-desc', label: 'Price (High to Low)' },
  { value: 'rating-asc', label: 'Rating (Low to High)' },
  { value: 'rating-desc', label: 'Rating (High to Low)' },
] as const

export const INSTRUCTOR_SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'rating-asc', label: 'Rating (Low to High)' },
  { value: 'rating-desc', label: 'Rating (High to Low)' },
] as const

/** The ten top categories; each carries the same ten sub-items (SPEC section 3). */
export const TOP_CATEGORIES = [
  'Development',
  'Business',
  'Finance & Accounting',
  'IT & Software',
  'Office Productivity',
  'Personal Development',
  'Design',
  'Marketing',
  'Photography & Video',
  'Health & Fitness',
] as const
export const CATEGORY_SUB_ITEMS = [
  'Human Resources',
  'Operations',
  'Supply Chain Management',
  'Customer Service',
  'Manufacturing',
  'Health And Safety',
  'Quality Management',
  'E-commerce',
  'Management',
  'Sales',
] as const

/** Courses per page on the course grid; dashboards list 6. */
export const COURSE_PAGE_SIZE = 12
export const DASHBOARD_PAGE_SIZE = 6

/** Mentors per page on the instructor list, and the longest search and category a link may hold. */
export const INSTRUCTOR_PAGE_SIZE = 8
export const INSTRUCTOR_QUERY_MAX = 100
export const INSTRUCTOR_CATEGORY_MAX = 80
