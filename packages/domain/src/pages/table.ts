import type { Area } from '../roles'

/**
 * Who may open a page: anyone, the sign-in forms, or a signed-in area (the role it needs is
 * checked by `canAccess` in ../roles).
 */
export type PageArea = 'public' | 'auth' | Area

/**
 * What crawlers do with a page:
 * - `listed`: named in sitemap.xml;
 * - `unlisted`: open, but not named on its own (a catalog item's page, which sitemap.xml lists
 *   item by item; a variant whose canonical address is another page; the not-found page);
 * - `closed`: kept out by a robots.txt `Disallow` rule (see `robotsRule`).
 */
export type Crawl = 'listed' | 'unlisted' | 'closed'

export interface PageEntry {
  /**
   * The address, as a router pattern: `:id` is a parameter, `:id?` an optional one, and `*`
   * every address no other page has.
   */
  path: string
  /**
   * The route module, apps/web/src/app/routes/<module>.tsx; by default the path's first segment
   * (`/course-single-v1/:id` -> course-single-v1).
   */
  module?: string
  /** The page's name in links (the footer, the human sitemap). */
  title: string
  /** By default `public`. */
  area?: PageArea
  /**
   * `server` (the default): rendered on the server with its data (and kept in its page cache);
   * `browser`: rendered in the browser only (each person's own data, fetched with their token).
   */
  render?: 'server' | 'browser'
  crawl: Crawl
  /**
   * The robots.txt rule of a closed page when it is not the page's path up to its first
   * parameter: a prefix several pages share (`/student-`, `/admin/`).
   */
  robotsRule?: string
}

/** A page of the table with its key and every default filled in. */
export interface Page extends Required<Omit<PageEntry, 'robotsRule'>> {
  key: PageKey
  robotsRule?: string
}

/**
 * Every page of the site: the one place a page's address and flags are written. The web app's
 * router, its links, the footer and the human sitemap, and the server's render, robots.txt and
 * sitemap.xml all read it.
 *
 * The order is that of sitemap.xml's fixed part (the listed pages) and of robots.txt's rules (the
 * closed pages).
 */
export const PAGES = {
  home: {
    path: '/',
    module: 'home',
    title: 'Home',
    crawl: 'listed',
  },
  courses: {
    path: '/course-grid-left-sidebar',
    title: 'Courses',
    crawl: 'listed',
  },
  coursesBasic: {
    path: '/course-grid-basic',
    title: 'All Courses',
    crawl: 'listed',
  },
  /** The featured course, or `/course-single-v5/:id` for any course in this layout. */
  courseV5: {
    path: '/course-single-v5/:id?',
    title: 'Featured Course',
    crawl: 'unlisted',
  },
  categories: {
    path: '/categories',
    title: 'Categories',
    crawl: 'listed',
  },
  instructors: {
    path: '/instructor-list',
    title: 'Find Mentor',
    crawl: 'listed',
  },
  becomeTeacher: {
    path: '/become-teacher',
    title: 'Become a Mentor',
    crawl: 'listed',
  },
  blog: {
    path: '/blog-grid',
    title: 'Blog',
    crawl: 'listed',
  },
  events: {
    path: '/event-list',
    title: 'Events',
    crawl: 'listed',
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing',
    crawl: 'listed',
  },
  shopList: {
    path: '/shop-list',
    title: 'Shop',
    crawl: 'listed',
  },
  about: {
    path: '/about',
    title: 'About Us',
    crawl: 'listed',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    crawl: 'listed',
  },
  helpCenter: {
    path: '/help-center',
    title: 'Help Center',
    crawl: 'listed',
  },
  faq: {
    path: '/faq',
    title: 'FAQ',
    crawl: 'listed',
  },
  terms: {
    path: '/terms',
    title: 'Terms & Conditions',
    crawl: 'listed',
  },
  /** The human sitemap. */
  sitemap: {
    path: '/sitemap',
    title: 'Sitemap',
    crawl: 'listed',
  },
  course: {
    path: '/course-single-v1/:id',
    title: 'Course',
    crawl: 'unlisted',
  },
  instructor: {
    path: '/instructor-single/:id',
    title: 'Mentor',
    crawl: 'unlisted',
  },
  article: {
    path: '/blog-single/:id',
    title: 'Article',
    crawl: 'unlisted',
  },
  shopSingle: {
    path: '/shop-single/:id',
    title: 'Product',
    crawl: 'unlisted',
  },
  adminMessages: {
    path: '/admin/messages',
    module: 'admin-messages',
    title: 'Messages',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminOrders: {
    path: '/admin/orders',
    module: 'admin-orders',
    title: 'Orders',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminRefunds: {
    path: '/admin/refunds',
    module: 'admin-refunds',
    title: 'Refund requests',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminEarnings: {
    path: '/admin/earnings',
    module: 'admin-earnings',
    title: 'Earnings',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminOrder: {
    path: '/admin/orders/:id',
    module: 'admin-order',
    title: 'Order',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminOutbox: {
    path: '/admin/outbox',
    module: 'admin-outbox',
    title: 'Outbox',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminOutboxMessage: {
    path: '/admin/outbox/:id',
    module: 'admin-outbox-message',
    title: 'Outbox Message',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminCourseReviews: {
    path: '/admin/course-reviews',
    module: 'admin-course-reviews',
    title: 'Course reviews',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  adminSessionDisputes: {
    path: '/admin/session-disputes',
    module: 'admin-session-disputes',
    title: 'Session disputes',
    area: 'admin',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/admin/',
  },
  // The mentor's pages are closed one by one: a rule is a prefix, and `/instructor-` would also
  // close the public mentor list and profiles.
  instructorDashboard: {
    path: '/instructor-dashboard',
    title: 'Dashboard',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorMyCourses: {
    path: '/instructor-my-courses',
    title: 'My Courses',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorReviews: {
    path: '/instructor-reviews',
    title: 'Reviews',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorWishlist: {
    path: '/instructor-wishlist',
    title: 'Wishlist',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorQuizzes: {
    path: '/instructor-quizzes',
    title: 'Quizzes',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorOrder: {
    path: '/instructor-order',
    title: 'Order History',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorEarnings: {
    path: '/instructor-earnings',
    title: 'Earnings',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorSessions: {
    path: '/instructor-sessions',
    title: 'Sessions',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  /** The mentor's conversations with their students. */
  instructorMessages: {
    path: '/instructor-messages',
    title: 'Messages',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorSetting: {
    path: '/instructor-setting',
    title: 'Settings',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorAddCourse: {
    path: '/instructor-add-course',
    title: 'Add Course',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  studentDashboard: {
    path: '/student-dashboard',
    title: 'Dashboard',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentMyCourses: {
    path: '/student-my-courses',
    title: 'My Courses',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentSessions: {
    path: '/student-sessions',
    title: 'My Sessions',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentReviews: {
    path: '/student-reviews',
    title: 'Reviews',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentWishlist: {
    path: '/student-wishlist',
    title: 'Wishlist',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentQuizzes: {
    path: '/student-quizzes',
    title: 'Quizzes',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentOrder: {
    path: '/student-order',
    title: 'Order History',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  /** The student's conversations with their mentors. */
  studentMessages: {
    path: '/student-messages',
    title: 'Messages',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentSetting: {
    path: '/student-setting',
    title: 'Settings',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  cart: {
    path: '/shop-cart',
    title: 'Cart',
    crawl: 'closed',
  },
  checkout: {
    path: '/shop-checkout',
    title: 'Checkout',
    crawl: 'closed',
  },
  /** An order's receipt: the buyer's own data, rendered in their browser only. */
  order: {
    path: '/shop-order',
    title: 'Order',
    render: 'browser',
    crawl: 'closed',
  },
  login: {
    path: '/login',
    title: 'Log In',
    area: 'auth',
    crawl: 'closed',
  },
  register: {
    path: '/register',
    title: 'Sign Up',
    area: 'auth',
    crawl: 'closed',
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'Forgot Password',
    area: 'auth',
    crawl: 'closed',
  },
  resetPassword: {
    path: '/reset-password',
    title: 'Reset Password',
    area: 'auth',
    crawl: 'closed',
  },
  verifyEmail: {
    path: '/verify-email',
    title: 'Verify E-mail',
    area: 'auth',
    crawl: 'closed',
  },
  unauthorized: {
    path: '/unauthorized',
    title: 'Unauthorized',
    crawl: 'closed',
  },
  /** The lesson player. */
  lesson: {
    path: '/lesson',
    title: 'Lesson',
    render: 'browser',
    crawl: 'closed',
  },
  /** A certificate's public verification page. */
  certificate: {
    path: '/certificate/:id',
    title: 'Certificate',
    render: 'browser',
    crawl: 'closed',
  },
  search: {
    path: '/search',
    title: 'Search',
    crawl: 'closed',
  },
  /** What a form sent without JavaScript leads to (`/notice/login`, …). */
  notice: {
    path: '/notice/:kind',
    title: 'Notice',
    crawl: 'closed',
  },
  notFound: {
    path: '*',
    module: 'not-found',
    title: 'Page not found',
    crawl: 'unlisted',
  },
} as const satisfies Record<string, PageEntry>

export type PageKey = keyof typeof PAGES

/** The first segment of an address or a pattern: `course-single-v1` of `/course-single-v1/7`. */
export const firstSegment = (path: string) => path.split('?', 1)[0]!.split('/')[1] ?? ''

/** The pages in the table's order, each with its key and its defaults. */
export const PAGE_LIST: readonly Page[] = Object.entries(PAGES as Record<string, PageEntry>).map(
  ([key, page]) => ({
    key: key as PageKey,
    module: firstSegment(page.path),
    area: 'public',
    render: 'server',
    ...page,
  }),
)

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never

/** The parameters a path pattern takes: `:id` required, `:id?` optional. */
export type PathParams<P extends string> = {
  [Name in RequiredName<Segments<P>>]: string | number
} & { [Name in OptionalName<Segments<P>>]?: string | number }

type PatternOf<K extends PageKey> = (typeof PAGES)[K]['path']
/** What `pagePath` takes after a page's key: nothing, or its parameters (optional ones may be left out). */
export type PagePathArgs<K extends PageKey> = keyof PathParams<PatternOf<K>> extends never
  ? []
  : RequiredName<Segments<PatternOf<K>>> extends never
    ? [params?: PathParams<PatternOf<K>>]
    : [params: PathParams<PatternOf<K>>]

/** A page a link can lead to as it is: no parameter it needs, and not the not-found page. */
export type LinkablePageKey = {
  [K in PageKey]: PatternOf<K> extends '*'
    ? never
    : RequiredName<Segments<PatternOf<K>>> extends never
      ? K
      : never
}[PageKey]

/** A titled list of links to pages, in the order shown. */
export interface PageLinkGroup {
  title: string
  pages: readonly LinkablePageKey[]
}

/** The human sitemap's list of pages, by what a visitor came to do. */
export const SITEMAP_GROUPS = [
  { title: 'Learn', pages: ['home', 'courses', 'coursesBasic', 'courseV5', 'categories'] },
  { title: 'Mentors', pages: ['instructors', 'becomeTeacher', 'pricing'] },
  { title: 'Company', pages: ['about', 'events', 'blog', 'contact'] },
  { title: 'Support', pages: ['helpCenter', 'faq', 'terms'] },
  { title: 'Shop', pages: ['shopList', 'cart'] },
  { title: 'Account', pages: ['login', 'register'] },
] as const satisfies readonly PageLinkGroup[]

/** The footer's link columns. */
export const FOOTER_COLUMNS = [
  { title: 'Company', pages: ['about', 'events', 'pricing'] },
  { title: 'Support', pages: ['faq', 'helpCenter', 'terms'] },
] as const satisfies readonly PageLinkGroup[]

/** The links of the footer's bottom line, beside the copyright. */
export const FOOTER_BOTTOM = ['sitemap'] as const satisfies readonly LinkablePageKey[]
