import { VIDEO_EMBED_ORIGINS } from '@app/domain/catalog/rules'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { RESET_REQUEST_JOB, resetRequestResolver } from './accounts/auth.recovery'
import { contentVersionPlugin } from './cache/content-version.plugin'
import { publicCachePlugin } from './cache/public-cache.plugin'
import type { Config } from './config'
import { createDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { adminRoutes } from './features/admin/admin.routes'
import { articlesRoutes } from './features/articles/articles.routes'
import { authoringRoutes } from './features/authoring/authoring.routes'
import { courseReviewRoutes } from './features/authoring/course-review.routes'
import { createCourseWritesRepository } from './features/authoring/course-writes.repository'
import { authRoutes, meRoutes } from './features/auth/auth.routes'
import { cartRoutes } from './features/cart/cart.routes'
import { categoriesRoutes, categoryTilesRoutes } from './features/categories/categories.routes'
import { countersRoutes } from './features/counters/counters.routes'
import { coursesRoutes } from './features/courses/courses.routes'
import { emailRoutes } from './features/email/email.routes'
import { emailSettings } from './features/email/email.settings'
import { formsRoutes } from './features/forms/forms.routes'
import { filesRoutes } from './features/files/files.routes'
import { healthRoutes } from './features/health/health.routes'
import { instructorsRoutes } from './features/instructors/instructors.routes'
import {
  certificatesRoutes,
  learnRoutes,
  mediaRoutes,
  myLearningRoutes,
} from './features/learning/learning.routes'
import { mapRoutes } from './features/map/map.routes'
import { ogRoutes } from './features/og/og.routes'
import {
  adminOrdersRoutes,
  adminRefundsRoutes,
  myOrdersRoutes,
  ordersRoutes,
  sessionOrderMoves,
} from './features/orders/orders.routes'
import { paymentsRoutes } from './features/orders/payments.routes'
import { adminEarningsRoutes, instructorEarningsRoutes } from './features/earnings/earnings.routes'
import {
  adminSessionDisputesRoutes,
  bookingRoutes,
  buildSessionsService,
  calendarFeedRoutes,
  calendarFileRoutes,
  instructorSessionsRoutes,
  mySessionsRoutes,
  publicSessionsRoutes,
} from './features/sessions/sessions.routes'
import {
  buildSessionReviewsService,
  mySessionReviewRoutes,
  publicSessionReviewsRoutes,
} from './features/sessions/session-reviews.routes'
import {
  buildMessagesService,
  mentorThreadsRoutes,
  messagesRoutes,
  studentThreadsRoutes,
} from './features/messages/messages.routes'
import { createOutboxDelivery } from './outbox/outbox.delivery'
import { productsRoutes } from './features/products/products.routes'
import { profileRoutes } from './features/profile/profile.routes'
import { instructorQuizzesRoutes, studentQuizzesRoutes } from './features/quizzes/quizzes.routes'
import { reviewsRoutes } from './features/reviews/reviews.routes'
import { searchRoutes } from './features/search/search.routes'
import { seoRoutes } from './features/seo/seo.routes'
import { testimonialsRoutes } from './features/testimonials/testimonials.routes'
import { wishlistRoutes } from './features/wishlist/wishlist.routes'
import { loggerOptions, type LogStream } from './lib/logging'
import { createTokenVersions } from './lib/token-versions'
import { createMediaUrlSigner } from './lib/media-urls'
import { createTokenService, resolveJwtSecret } from './lib/tokens'
import { authPlugin } from './plugins/auth'
import { dbPlugin } from './plugins/db'
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler'
import { privateAnswersPlugin } from './plugins/private-answers'
import { fileStoragePlugin } from './plugins/file-storage'
import { mediaUrlsPlugin } from './plugins/media-urls'
import { metricsPlugin } from './plugins/metrics'
import { every } from './plugins/every'
import { rateLimitPlugin } from './plugins/rate-limit'
import { redisPlugin } from './plugins/redis'
import { unreadBodyPlugin } from './plugins/unread-body'
import { securityHeadersPlugin } from './plugins/security-headers'
import { createPaymentProviders } from './payments/providers'
import { createSharedServices } from './services'
import { findWebDist, webPlugin } from './plugins/web'

export interface BuildOptions {
  /** A database the caller owns (tests); otherwise one is made from the config and closed with the app. */
  database?: Database
  /** Log JSON lines into this stream (tests capture them), redacted like every log. */
  logStream?: LogStream
  /** The clock of the time-bound rules (session holds, deadlines); tests move it. */
  now?: () => Date
}

/** Builds the whole application (API and, when built, the web app) without listening. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = options.database ?? createDatabase(config)
  await migrate(database)
  if (config.SEED) await seed(database, config)

  await app.register(errorHandlerPlugin)
  await app.register(privateAnswersPlugin)
  // An answer sent before its request's body was read leaves the connection usable.
  await app.register(unreadBodyPlugin)
  await app.register(securityHeadersPlugin, {
    // The contact page's map frames this maps service when MAP_EMBED_URL is set; the video
    // pop-up frames the players of the promo video sources.
    frameSources: [
      ...(config.MAP_EMBED_URL ? [new URL(config.MAP_EMBED_URL).origin] : []),
      ...VIDEO_EMBED_ORIGINS,
    ],
  })
  await app.register(dbPlugin, { database, closeOnShutdown: !options.database })
  // Prometheus metrics at GET /metrics: token-guarded, or loopback only without METRICS_TOKEN.
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN })
  await app.register(fileStoragePlugin, { dataDir: config.DATA_DIR })
  const secret = resolveJwtSecret(config)
  const tokens = createTokenService(secret, config.JWT_TTL_SECONDS)
  const versions = createTokenVersions(database.db)
  await app.register(authPlugin, { tokens, versions })
  // Lesson videos are served only under short-lived addresses signed with the same secret.
  await app.register(mediaUrlsPlugin, {
    signer: createMediaUrlSigner(secret, config.LESSON_MEDIA_URL_TTL_SECONDS),
  })
  // Redis (REDIS_URL) shares the rate-limit counters; while it is away they are kept in memory.
  await app.register(redisPlugin, {
    url: config.REDIS_URL,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
  })
  await app.register(rateLimitPlugin)
  // The public content version (shared through Redis or PostgreSQL) and the catalog answer cache
  // (before compression: it keeps the uncompressed body).
  await app.register(contentVersionPlugin, { redisUrl: config.REDIS_URL })
  await app.register(publicCachePlugin, { enabled: config.CACHE_CATALOG })
  await app.register(compress, { threshold: 1024 })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Learnlane API',
        version: '1.0.0',
        description: 'Course and mentoring marketplace',
      },
      // Routes that authenticate declare `security: [{ bearerAuth: [] }]` (src/gates checks it).
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  // E-mail leaves through the outbox (stored first, delivered by SMTP when SMTP_URL is set).
  // Jobs: a reset request is answered first and resolved into its e-mails by the worker.
  const outbox = createOutboxDelivery(config, database.db, app.log, {
    [RESET_REQUEST_JOB]: resetRequestResolver(config.PUBLIC_URL),
  })
  await app.register(outbox.plugin)

  // The services several features share, built once: catalog, commerce and accounts.
  // Accounts sign with the auth plugin's token service (app.tokens), which stamps each token with
  // the account's current version; the bare signer would not.
  const { catalog, commerce, accounts } = createSharedServices({
    db: database.db,
    tokens: app.tokens,
    versions,
  })

  // Features, like a table of contents.
  await app.register(healthRoutes, { prefix: '/api/health' })
  await app.register(authRoutes, {
    prefix: '/api/auth',
    limits: {
      loginPerIp: config.AUTH_RATE_LIMIT_IP,
      loginPerEmail: config.AUTH_RATE_LIMIT_EMAIL,
      registerPerIp: config.REGISTER_RATE_LIMIT_IP,
    },
    publicUrl: config.PUBLIC_URL,
    onQueued: outbox.wake,
    ...accounts,
  })
  await app.register(meRoutes, {
    prefix: '/api/me',
    publicUrl: config.PUBLIC_URL,
    onQueued: outbox.wake,
    ...accounts,
  })
  // Uploaded files with byte ranges: avatars and covers cached by all, lesson media signed.
  await app.register(filesRoutes, { prefix: '/api/files' })
  // Settings: profile, avatar, password and social links of the signed-in account.
  await app.register(profileRoutes, { prefix: '/api/me' })
  // Subscribe and contact forms: stored in the outbox, delivered by SMTP when SMTP_URL is set.
  await app.register(emailRoutes, {
    prefix: '/api/v1.0/email',
    settings: emailSettings(config),
    onQueued: outbox.wake,
  })
  // The public pages' forms sent without JavaScript: each answered by a page that says what happened.
  await app.register(formsRoutes, { email: emailSettings(config) })
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    deliveryEnabled: config.SMTP_URL !== undefined,
  })
  // Catalog: courses, mentors, categories, articles, testimonials, counters and search.
  await app.register(coursesRoutes, { prefix: '/api/courses', courses: catalog.courses })
  await app.register(instructorsRoutes, {
    prefix: '/api/instructors',
    instructors: catalog.instructors,
  })
  await app.register(categoriesRoutes, { prefix: '/api/categories' })
  await app.register(categoryTilesRoutes, { prefix: '/api/category-tiles' })
  await app.register(articlesRoutes, { prefix: '/api/articles' })
  await app.register(testimonialsRoutes, { prefix: '/api/testimonials' })
  await app.register(countersRoutes, { prefix: '/api/counters' })
  await app.register(searchRoutes, { prefix: '/api/search' })
  // Shop: products with their covers and reviews.
  await app.register(productsRoutes, { prefix: '/api/products' })
  // Sharing cards (Open Graph images) of courses, products, mentors and articles.
  await app.register(ogRoutes, { prefix: '/api/og' })
  // Cart quote, checkout, the buyer's orders and enrolments, and the admin's orders.
  await app.register(cartRoutes, { prefix: '/api/cart', cart: commerce.cart })
  // Orders ask the catalog for course summaries, commerce for prices and accounts for the buyer.
  const payments = createPaymentProviders(config)
  const orderServices = {
    courses: catalog.courses,
    pricing: commerce.pricing,
    auth: accounts.auth,
    payments,
    feePercent: config.PLATFORM_FEE_PERCENT,
    ...(options.now ? { now: options.now } : {}),
  }
  // Mentoring sessions: session types and hours, free slots, holds and bookings paid through the
  // orders above, and what runs out (holds, offline payment deadlines, unanswered requests).
  const sessions = buildSessionsService(app, {
    orders: sessionOrderMoves(app, orderServices),
    // A mentor's first offer makes their public profile, as their first course does.
    ensureInstructor: (account) =>
      app.db.transaction((tx) => createCourseWritesRepository(tx).ensureInstructor(account)),
    meetingBaseUrl: config.MEETING_BASE_URL,
    publicUrl: config.PUBLIC_URL,
    onQueued: outbox.wake,
    ...(options.now ? { now: options.now } : {}),
  })
  app.decorate('sessions', sessions)
  // A paid or cancelled order tells its sessions' parties at once, not at the next sweep.
  const orderRoutes = { ...orderServices, afterOrderMoved: () => sessions.tellNews() }
  await app.register(ordersRoutes, {
    prefix: '/api/orders',
    ...orderRoutes,
    onQueued: outbox.wake,
    publicUrl: config.PUBLIC_URL,
  })
  // Online payments: the providers' pages and their signed webhooks.
  await app.register(paymentsRoutes, {
    prefix: '/api/payments',
    providers: payments,
    publicUrl: config.PUBLIC_URL,
    feePercent: config.PLATFORM_FEE_PERCENT,
    onPaid: async () => {
      await app.contentVersion.bump()
      await sessions.tellNews()
    },
  })
  await app.register(myOrdersRoutes, { prefix: '/api/me', ...orderRoutes })
  await app.register(adminOrdersRoutes, { prefix: '/api/admin/orders', ...orderRoutes })
  await app.register(adminRefundsRoutes, { prefix: '/api/admin/refunds', ...orderRoutes })
  // The mentors' earnings (the ledger the orders write) and the admin's payouts.
  const feePercent = config.PLATFORM_FEE_PERCENT
  await app.register(instructorEarningsRoutes, { prefix: '/api/instructor/earnings', feePercent })
  await app.register(adminEarningsRoutes, { prefix: '/api/admin/earnings', feePercent })
  // Mentoring sessions' routes: what mentors offer, bookings, and the admin's disputes.
  await app.register(publicSessionsRoutes, { prefix: '/api/instructors', sessions })
  await app.register(bookingRoutes, { prefix: '/api/sessions', sessions })
  await app.register(mySessionsRoutes, { prefix: '/api/me', sessions })
  await app.register(instructorSessionsRoutes, { prefix: '/api/instructor/sessions', sessions })
  await app.register(adminSessionDisputesRoutes, {
    prefix: '/api/admin/session-disputes',
    sessions,
  })
  // After a session that was held its student reviews the mentor; the mentor's profile lists them.
  const sessionReviews = buildSessionReviewsService(app, {
    sessions,
    ...(options.now ? { now: options.now } : {}),
  })
  await app.register(publicSessionReviewsRoutes, {
    prefix: '/api/instructors',
    reviews: sessionReviews,
  })
  await app.register(mySessionReviewRoutes, { prefix: '/api/me', reviews: sessionReviews })
  // Each person's secret calendar feed of their sessions, and the feed itself for calendar apps.
  await app.register(calendarFeedRoutes, { prefix: '/api/me', sessions })
  await app.register(calendarFileRoutes, { prefix: '/api/calendar', sessions })
  await app.register(every, {
    name: 'sessions sweep',
    everyMs: config.SESSIONS_SWEEP_MS,
    work: () => sessions.sweep(),
  })
  // Messages between a mentor and a student: one thread per pair, opened by the student from the
  // profile or by the mentor with a student who booked; rate-limited per account; what stays
  // unread 15 minutes is e-mailed once through the outbox.
  const messages = buildMessagesService(app, {
    publicUrl: config.PUBLIC_URL,
    onQueued: outbox.wake,
    ...(options.now ? { now: options.now } : {}),
  })
  app.decorate('messages', messages)
  await app.register(studentThreadsRoutes, { prefix: '/api/me/messages', messages })
  await app.register(mentorThreadsRoutes, { prefix: '/api/instructor/messages', messages })
  await app.register(messagesRoutes, {
    prefix: '/api/messages',
    messages,
    limits: { perMinute: config.MESSAGES_PER_MINUTE, perDay: config.MESSAGES_PER_DAY },
  })
  await app.register(every, {
    name: 'messages digest',
    everyMs: config.MESSAGES_DIGEST_MS,
    work: () => messages.digest(),
  })
  // Learning: the lesson player, progress, sample media and certificate verification.
  await app.register(learnRoutes, { prefix: '/api/learn', courses: catalog.courses })
  await app.register(myLearningRoutes, { prefix: '/api/me', courses: catalog.courses })
  await app.register(mediaRoutes, { prefix: '/api/media' })
  await app.register(certificatesRoutes, {
    prefix: '/api/certificates',
    courses: catalog.courses,
  })
  // Course authoring: drafts, Create Course, publish, the instructor's courses, figures and sales.
  await app.register(authoringRoutes, { prefix: '/api/me' })
  // Every course is reviewed before it goes live: Publish queues it, an admin approves or rejects.
  await app.register(courseReviewRoutes, {
    prefix: '/api/admin/course-reviews',
    publicUrl: config.PUBLIC_URL,
    onQueued: outbox.wake,
  })
  // Quizzes: the instructor's quizzes and results, the student's attempts.
  await app.register(instructorQuizzesRoutes, { prefix: '/api/instructor/quizzes' })
  await app.register(studentQuizzesRoutes, { prefix: '/api/me' })
  await app.register(wishlistRoutes, { prefix: '/api/me' })
  // Course reviews by enrolled students, instructors' replies, and the dashboards' lists.
  await app.register(reviewsRoutes, { prefix: '/api' })
  // For search engines and the contact page: robots.txt, sitemap.xml and the framed map.
  await app.register(seoRoutes, { publicUrl: config.PUBLIC_URL })
  await app.register(mapRoutes, { prefix: '/embed', embedUrl: config.MAP_EMBED_URL })

  const webRoot = findWebDist(config.WEB_DIST)
  if (webRoot)
    await app.register(webPlugin, {
      root: webRoot,
      publicUrl: config.PUBLIC_URL,
      cachePages: config.CACHE_PAGES,
    })

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      webRoot &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api')
    if (isPage) return reply.sendPage(request.url)
    return reply
      .status(404)
      .send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` })
  })

  return app
}
