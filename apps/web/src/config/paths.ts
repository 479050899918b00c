import { pagePath, PAGES } from '@app/domain/pages'

/**
 * The app's links, built from the page table (@app/domain/pages), with the queries some pages
 * read. A page without a name here is linked with `pagePath`.
 */
export const paths = {
  home: PAGES.home.path,
  courses: PAGES.courses.path,
  coursesBasic: PAGES.coursesBasic.path,
  course: (id: number | string) => pagePath('course', { id }),
  courseV5: pagePath('courseV5'),
  instructors: PAGES.instructors.path,
  instructor: (id: number | string) => pagePath('instructor', { id }),
  becomeTeacher: PAGES.becomeTeacher.path,
  about: PAGES.about.path,
  contact: PAGES.contact.path,
  helpCenter: PAGES.helpCenter.path,
  faq: PAGES.faq.path,
  terms: PAGES.terms.path,
  login: PAGES.login.path,
  register: PAGES.register.path,
  shopSingle: (id: number | string) => pagePath('shopSingle', { id }),
  cart: PAGES.cart.path,
  checkout: PAGES.checkout.path,
  order: PAGES.order.path,
  /** An order's receipt page; the uuid is the key (formatOrderNumber is only for people). */
  orderReceipt: (id: string) => `${PAGES.order.path}?id=${encodeURIComponent(id)}`,
  shopList: PAGES.shopList.path,
  events: PAGES.events.path,
  pricing: PAGES.pricing.path,
  categories: PAGES.categories.path,
  blog: PAGES.blog.path,
  article: (id: number | string) => pagePath('article', { id }),
  unauthorized: PAGES.unauthorized.path,
  lesson: PAGES.lesson.path,
  /** Quizzes open as sub-views of the quizzes pages, so the dashboard menu stays in place. */
  quizIntro: (id: number) => `${PAGES.studentQuizzes.path}?quiz=${id}`,
  quizAttempt: (id: string) => `${PAGES.studentQuizzes.path}?attempt=${encodeURIComponent(id)}`,
  quizResult: (id: string) => `${PAGES.studentQuizzes.path}?result=${encodeURIComponent(id)}`,
  quizEditor: (id: number | 'new') => `${PAGES.instructorQuizzes.path}?edit=${id}`,
  quizResults: (id: number) => `${PAGES.instructorQuizzes.path}?results=${id}`,
  /** The lesson player at the course's resume point. */
  learnCourse: (courseId: number) => `${PAGES.lesson.path}?course=${courseId}`,
  /** A certificate's public verification page. */
  certificate: (id: string) => pagePath('certificate', { id }),
  /** The human sitemap (the footer's Sitemap link). */
  sitemap: PAGES.sitemap.path,
  search: (q?: string) =>
    q ? `${PAGES.search.path}?q=${encodeURIComponent(q)}` : PAGES.search.path,
  adminMessages: PAGES.adminMessages.path,
  adminOrders: PAGES.adminOrders.path,
  adminRefunds: PAGES.adminRefunds.path,
  adminEarnings: PAGES.adminEarnings.path,
  adminCourseReviews: PAGES.adminCourseReviews.path,
  adminSessionDisputes: PAGES.adminSessionDisputes.path,
  adminOrder: (id: string) => pagePath('adminOrder', { id }),
  adminOutbox: PAGES.adminOutbox.path,
  adminOutboxMessage: (id: string) => pagePath('adminOutboxMessage', { id }),
  instructorArea: {
    dashboard: PAGES.instructorDashboard.path,
    myCourses: PAGES.instructorMyCourses.path,
    sessions: PAGES.instructorSessions.path,
    reviews: PAGES.instructorReviews.path,
    wishlist: PAGES.instructorWishlist.path,
    quizzes: PAGES.instructorQuizzes.path,
    order: PAGES.instructorOrder.path,
    earnings: PAGES.instructorEarnings.path,
    messages: PAGES.instructorMessages.path,
    setting: PAGES.instructorSetting.path,
    addCourse: PAGES.instructorAddCourse.path,
  },
  studentArea: {
    dashboard: PAGES.studentDashboard.path,
    myCourses: PAGES.studentMyCourses.path,
    sessions: PAGES.studentSessions.path,
    reviews: PAGES.studentReviews.path,
    wishlist: PAGES.studentWishlist.path,
    quizzes: PAGES.studentQuizzes.path,
    order: PAGES.studentOrder.path,
    messages: PAGES.studentMessages.path,
    setting: PAGES.studentSetting.path,
  },
  /** A student's conversation with a mentor (by their profile id), opened on first use. */
  messageMentor: (instructorId: number) =>
    `${PAGES.studentMessages.path}?mentor=${encodeURIComponent(instructorId)}`,
  /** A mentor's conversation with a student who booked them (by account id). */
  messageStudent: (userId: string) =>
    `${PAGES.instructorMessages.path}?student=${encodeURIComponent(userId)}`,
} as const
