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
  /** The route module: apps/web/src/app/routes/<module>.tsx. */
  module: string
  /** The page's name in links (the footer, the human sitemap). */
  title: string
  area: PageArea
  /**
   * `server`: rendered on the server with its data (and kept in its page cache); `browser`:
   * rendered in the browser only (each person's own data, fetched with their token).
   */
  render: 'server' | 'browser'
  crawl: Crawl
  /**
   * The robots.txt rule of a closed page when it is not the page's path up to its first
   * parameter: a prefix several pages share (`/student-`, `/admin/`).
   */
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
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  courses: {
    path: '/course-grid-left-sidebar',
    module: 'course-grid-left-sidebar',
    title: 'Courses',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  coursesBasic: {
    path: '/course-grid-basic',
    module: 'course-grid-basic',
    title: 'All Courses',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  /** The featured course, or `/course-single-v5/:id` for any course in this layout. */
  courseV5: {
    path: '/course-single-v5/:id?',
    module: 'course-single-v5',
    title: 'Featured Course',
    area: 'public',
    render: 'server',
    crawl: 'unlisted',
  },
  categories: {
    path: '/categories',
    module: 'categories',
    title: 'Categories',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  instructors: {
    path: '/instructor-list',
    module: 'instructor-list',
    title: 'Find Mentor',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  becomeTeacher: {
    path: '/become-teacher',
    module: 'become-teacher',
    title: 'Become a Mentor',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  blog: {
    path: '/blog-grid',
    module: 'blog-grid',
    title: 'Blog',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  events: {
    path: '/event-list',
    module: 'event-list',
    title: 'Events',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  pricing: {
    path: '/pricing',
    module: 'pricing',
    title: 'Pricing',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  shopList: {
    path: '/shop-list',
    module: 'shop-list',
    title: 'Shop',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  about: {
    path: '/about',
    module: 'about',
    title: 'About Us',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  contact: {
    path: '/contact',
    module: 'contact',
    title: 'Contact Us',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  helpCenter: {
    path: '/help-center',
    module: 'help-center',
    title: 'Help Center',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  faq: {
    path: '/faq',
    module: 'faq',
    title: 'FAQ',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  terms: {
    path: '/terms',
    module: 'terms',
    title: 'Terms & Conditions',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  /** The human sitemap. */
  sitemap: {
    path: '/sitemap',
    module: 'sitemap',
    title: 'Sitemap',
    area: 'public',
    render: 'server',
    crawl: 'listed',
  },
  course: {
    path: '/course-single-v1/:id',
    module: 'course-single-v1',
    title: 'Course',
    area: 'public',
    render: 'server',
    crawl: 'unlisted',
  },
  instructor: {
    path: '/instructor-single/:id',
    module: 'instructor-single',
    title: 'Mentor',
    area: 'public',
    render: 'server',
    crawl: 'unlisted',
  },
  article: {
    path: '/blog-single/:id',
    module: 'blog-single',
    title: 'Article',
    area: 'public',
    render: 'server',
    crawl: 'unlisted',
  },
  shopSingle: {
    path: '/shop-single/:id',
    module: 'shop-single',
    title: 'Product',
    area: 'public',
    render: 'server',
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
  // The mentor's pages are closed one by one: a rule is a prefix, and `/instructor-` would also
  // close the public mentor list and profiles.
  instructorDashboard: {
    path: '/instructor-dashboard',
    module: 'instructor-dashboard',
    title: 'Dashboard',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorMyCourses: {
    path: '/instructor-my-courses',
    module: 'instructor-my-courses',
    title: 'My Courses',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorReviews: {
    path: '/instructor-reviews',
    module: 'instructor-reviews',
    title: 'Reviews',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorWishlist: {
    path: '/instructor-wishlist',
    module: 'instructor-wishlist',
    title: 'Wishlist',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorQuizzes: {
    path: '/instructor-quizzes',
    module: 'instructor-quizzes',
    title: 'Quizzes',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorOrder: {
    path: '/instructor-order',
    module: 'instructor-order',
    title: 'Order History',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorSetting: {
    path: '/instructor-setting',
    module: 'instructor-setting',
    title: 'Settings',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  instructorAddCourse: {
    path: '/instructor-add-course',
    module: 'instructor-add-course',
    title: 'Add Course',
    area: 'instructor',
    render: 'browser',
    crawl: 'closed',
  },
  studentDashboard: {
    path: '/student-dashboard',
    module: 'student-dashboard',
    title: 'Dashboard',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentMyCourses: {
    path: '/student-my-courses',
    module: 'student-my-courses',
    title: 'My Courses',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentReviews: {
    path: '/student-reviews',
    module: 'student-reviews',
    title: 'Reviews',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentWishlist: {
    path: '/student-wishlist',
    module: 'student-wishlist',
    title: 'Wishlist',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentQuizzes: {
    path: '/student-quizzes',
    module: 'student-quizzes',
    title: 'Quizzes',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentOrder: {
    path: '/student-order',
    module: 'student-order',
    title: 'Order History',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  studentSetting: {
    path: '/student-setting',
    module: 'student-setting',
    title: 'Settings',
    area: 'student',
    render: 'browser',
    crawl: 'closed',
    robotsRule: '/student-',
  },
  cart: {
    path: '/shop-cart',
    module: 'shop-cart',
    title: 'Cart',
    area: 'public',
    render: 'server',
    crawl: 'closed',
  },
  checkout: {
    path: '/shop-checkout',
    module: 'shop-checkout',
    title: 'Checkout',
    area: 'public',
    render: 'server',
    crawl: 'closed',
  },
  /** An order's receipt: the buyer's own data, rendered in their browser only. */
  order: {
    path: '/shop-order',
    module: 'shop-order',
    title: 'Order',
    area: 'public',
    render: 'browser',
    crawl: 'closed',
  },
  login: {
    path: '/login',
    module: 'login',
    title: 'Log In',
    area: 'auth',
    render: 'server',
    crawl: 'closed',
  },
  register: {
    path: '/register',
    module: 'register',
    title: 'Sign Up',
    area: 'auth',
    render: 'server',
    crawl: 'closed',
  },
  forgotPassword: {
    path: '/forgot-password',
    module: 'forgot-password',
    title: 'Forgot Password',
    area: 'auth',
    render: 'server',
    crawl: 'closed',
  },
  resetPassword: {
    path: '/reset-password',
    module: 'reset-password',
    title: 'Reset Password',
    area: 'auth',
    render: 'server',
    crawl: 'closed',
  },
  verifyEmail: {
    path: '/verify-email',
    module: 'verify-email',
    title: 'Verify E-mail',
    area: 'auth',
    render: 'server',
    crawl: 'closed',
  },
  unauthorized: {
    path: '/unauthorized',
    module: 'unauthorized',
    title: 'Unauthorized',
    area: 'public',
    render: 'server',
    crawl: 'closed',
  },
  /** The lesson player. */
  lesson: {
    path: '/lesson',
    module: 'lesson',
    title: 'Lesson',
    area: 'public',
    render: 'browser',
    crawl: 'closed',
  },
  /** A certificate's public verification page. */
  certificate: {
    path: '/certificate/:id',
    module: 'certificate',
    title: 'Certificate',
    area: 'public',
    render: 'browser',
    crawl: 'closed',
  },
  search: {
    path: '/search',
    module: 'search',
    title: 'Search',
    area: 'public',
    render: 'server',
    crawl: 'closed',
  },
  /** What a form sent without JavaScript leads to (`/notice/login`, …). */
  notice: {
    path: '/notice/:kind',
    module: 'notice',
    title: 'Notice',
    area: 'public',
    render: 'server',
    crawl: 'closed',
  },
  notFound: {
    path: '*',
    module: 'not-found',
    title: 'Page not found',
    area: 'public',
    render: 'server',
    crawl: 'unlisted',
  },
} as const satisfies Record<string, PageEntry>

export type PageKey = keyof typeof PAGES
/** A route module's name (apps/web/src/app/routes/<name>.tsx). */
export type PageModule = (typeof PAGES)[PageKey]['module']

/** The pages in the table's order, each with its key. */
export const PAGE_LIST: readonly (PageEntry & { key: PageKey })[] = Object.entries(PAGES).map(
  ([key, page]) => ({ ...page, key: key as PageKey }),
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
