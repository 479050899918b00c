import type { Certificate } from '@app/domain/learning'
import type { OrderList } from '@app/domain/orders'
import type { Browser, Locator, Page } from '@playwright/test'
import { demo, expect, loginAs, test, uniqueEmail } from './fixtures'

/**
 * Issue 9's journey, with one browser context per person: an instructor creates a course with a
 * curriculum and a quiz and publishes it; a new student finds it (search, the grid's filters),
 * buys it, an admin records the payment, the student completes the lessons, passes the quiz
 * (which completes the quiz lesson, and with it the course),
 * reviews the course and opens the certificate; the instructor sees the sale, the student, the
 * quiz result and the review, and replies; the reply shows on the course page.
 */

const suffix = `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`
const COURSE = {
  title: `Threat Hunting Field Guide ${suffix}`,
  category: 'Game Development',
  level: 'Expert',
  description:
    'Hunt attackers in game servers: logs, memory and network traces, with a repeatable method.',
  videoUrl: 'https://www.youtube.com/watch?v=learnlane-e2e',
  section: 'Getting started',
  lessons: [
    { title: 'Welcome and setup', kind: 'Video', minutes: '6' },
    {
      title: 'Reading: the hunting loop',
      kind: 'Article',
      minutes: '8',
      text: 'Every hunt starts with a question about the attacker.\n\nWrite it down before you open a log.',
    },
    { title: 'Hunting in practice', kind: 'Video', minutes: '12' },
    // Passing the course's quiz completes it: it has no Mark as complete.
    { title: 'Check: the hunting loop', kind: 'Quiz', minutes: '5', isQuiz: true },
  ],
  tags: 'threat hunting, security',
  price: '19.00',
  priceText: '$19.00',
  duration: '0-1 Hour',
  features: ['Subtitle', 'Quizzes'],
}
const QUIZ = {
  title: `Hunting basics check ${suffix}`,
  questions: [
    {
      prompt: 'Which log shows a failed login first?',
      kind: 'single' as const,
      options: ['The authentication log', 'The render log'],
      correct: [0],
      answer: [0],
    },
    {
      prompt: 'Which of these are signs of a compromised server?',
      kind: 'multiple' as const,
      options: ['Unknown outbound connections', 'A steady frame rate', 'New admin accounts'],
      correct: [0, 2],
      answer: [0, 2],
    },
    {
      prompt: 'What comes first in a hunt?',
      kind: 'single' as const,
      options: ['Opening every log', 'A question about the attacker'],
      correct: [1],
      // Answered wrong on purpose: the score is 2 of 3 right.
      answer: [0],
    },
  ],
  score: '67/100',
}
const REVIEW = {
  stars: '4 stars',
  title: `Clear and practical ${suffix}`,
  message: 'The reading on the hunting loop changed how I open logs. More labs, please!',
}
const REPLY = `Thank you! A lab section is on its way (${suffix}).`

/** A person's own browser context; its console errors and warnings fail the test too. */
async function personPage(browser: Browser, consoleErrors: string[], who: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`${who}: ${msg.text()}`)
    if (msg.type() === 'warning') consoleErrors.push(`${who}: warning: ${msg.text()}`)
  })
  page.on('pageerror', (err) => consoleErrors.push(`${who}: ${err.message}`))
  return page
}

/** A cart of courses: the name, country and e-mail (no address to ship to). */
async function fillBilling(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Checkout' })
  await form.getByLabel('First name').fill('Bea')
  await form.getByLabel('Last name').fill('Learner')
  await form.getByLabel('Country / Region').selectOption('United States')
  await form.getByLabel('Email address').fill(email)
}

/** The figure of one of the dashboard's counter tiles. */
async function counter(page: Page, label: string): Promise<number> {
  const tile = page.locator('.stat-tile').filter({ hasText: label })
  const value = tile.locator('.stat-tile__value')
  await expect(value).toHaveText(/^\d[\d,]*$/)
  return Number((await value.innerText()).replace(/,/g, ''))
}

/** Scrolls to the course page's reviews (the form mounts near the viewport). */
async function reviewsOf(page: Page): Promise<Locator> {
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await reviews.getByRole('heading', { name: 'Reviews', exact: true }).scrollIntoViewIfNeeded()
  await reviews.locator('.rating-summary').scrollIntoViewIfNeeded()
  return reviews
}

test('an instructor publishes a course with a quiz; a student finds, buys, completes, reviews it and gets a certificate; the instructor sees it all and replies', async ({
  page: student,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  const teacher = await personPage(browser, consoleErrors, 'instructor')
  const admin = await personPage(browser, consoleErrors, 'admin')

  // ── The instructor creates the course through the four tabs ─────────────────────────────────
  await loginAs(teacher, 'Mentor', demo.mentor.email, demo.mentor.password)
  await expect(teacher).toHaveURL(/\/instructor-dashboard$/)
  const studentsBefore = await counter(teacher, 'Total Student')
  const publishedBefore = await counter(teacher, 'Published Course')

  await teacher.goto('/instructor-add-course')
  const form = teacher.getByRole('form', { name: 'Create a new course' })
  await expect(
    teacher.getByRole('heading', { level: 1, name: 'Create a New Course' }),
  ).toBeVisible()
  const tab = (name: string) => form.getByRole('tab', { name, exact: true })
  await expect(form.getByRole('tab')).toHaveText([
    'Basic Info',
    'Media',
    'Curriculum',
    'Additional information',
  ])
  // A draft left by an earlier visit reopens on its tab: start from the first one.
  await tab('Basic Info').click()
  await expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true')
  await form.getByLabel(/^Course Title/).fill(COURSE.title)
  await form.getByLabel(/^Courses category/).selectOption(COURSE.category)
  await form.getByLabel(/^Courses level/).selectOption(COURSE.level)
  await form.getByLabel(/^Course Description/).fill(COURSE.description)
  await form.getByRole('button', { name: 'Next' }).click()

  await expect(tab('Media')).toHaveAttribute('aria-selected', 'true')
  await form.getByLabel(/^Select Video Sources/).selectOption('YouTube')
  await form.getByLabel(/^Add Your Video URL/).fill(COURSE.videoUrl)
  await form.getByRole('button', { name: 'Next' }).click()

  await expect(tab('Curriculum')).toHaveAttribute('aria-selected', 'true')
  const sections = form.getByRole('list', { name: 'Sections' })
  await expect(sections.locator(':scope > li')).toHaveCount(1)
  await form.getByRole('button', { name: 'Edit section Section 1' }).click()
  await form.getByLabel(/^Section 1 title/).fill(COURSE.section)
  await form.getByRole('button', { name: `Done editing section ${COURSE.section}` }).click()
  const lessons = form.getByRole('list', { name: `Lessons of ${COURSE.section}` })
  // The new section comes with one video lecture, open for editing; add the article, a video
  // and the quiz lesson.
  await form.getByRole('button', { name: 'Add Article' }).click()
  await form.getByRole('button', { name: 'Add Lecture' }).click()
  await form.getByRole('button', { name: 'Add Quiz' }).click()
  const rows = lessons.locator(':scope > li')
  await expect(rows).toHaveCount(COURSE.lessons.length)
  for (const [i, lesson] of COURSE.lessons.entries()) {
    const row = rows.nth(i)
    await row.getByLabel(/^Lesson title/).fill(lesson.title)
    await row.getByLabel(/^Length \(minutes\)/).fill(lesson.minutes)
    if (i === 0) await row.getByLabel('Preview (open to everyone)').check()
    if (lesson.text) {
      await row.getByRole('button', { name: 'Add Description' }).click()
      await row.getByLabel(/^Article text/).fill(lesson.text)
    }
    await row.getByRole('button', { name: `Done editing lesson ${lesson.title}` }).click()
    await expect(row).toContainText(lesson.title)
    await expect(row).toContainText(lesson.kind)
    await expect(row).toContainText(`${lesson.minutes} min`)
  }
  await expect(rows.first()).toContainText('Preview')
  await form.getByRole('button', { name: 'Next' }).click()

  await expect(tab('Additional information')).toHaveAttribute('aria-selected', 'true')
  await form.getByLabel(/^Tags/).fill(COURSE.tags)
  const languages = form.getByRole('group', { name: 'Languange' })
  await expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked()
  await languages.getByRole('checkbox', { name: 'French' }).check()
  await form.getByLabel(/^Price \(USD\)/).fill(COURSE.price)
  await form.getByLabel(/^Video Duration/).selectOption(COURSE.duration)
  await expect(form.getByText('Your curriculum adds up to')).toBeVisible()
  const features = form.getByRole('group', { name: 'Features' })
  for (const feature of COURSE.features) {
    await features.getByRole('checkbox', { name: feature }).check()
  }
  await form.getByRole('button', { name: 'Create Course' }).click()

  // Created as a Draft; the instructor publishes it from My Courses.
  await expect(teacher).toHaveURL(/\/instructor-my-courses$/)
  await expect(teacher.getByText(`“${COURSE.title}” was created.`, { exact: false })).toBeVisible()
  const card = teacher
    .getByRole('listitem')
    .filter({ has: teacher.getByRole('heading', { name: COURSE.title }) })
  await expect(card).toContainText('Draft')
  await expect(card).toContainText(
    `${COURSE.category} · ${COURSE.level} · ${COURSE.lessons.length} lessons`,
  )
  await expect(card).toContainText(COURSE.priceText)
  const editHref = await card
    .getByRole('link', { name: `Edit ${COURSE.title}` })
    .getAttribute('href')
  const courseId = Number(/course=(\d+)/.exec(editHref ?? '')?.[1])
  expect(courseId).toBeGreaterThan(0)
  // Not in the catalog before it is published.
  expect((await request.get(`/api/courses/${courseId}`)).status()).toBe(404)

  // ── The instructor adds a quiz with single- and multiple-choice questions ───────────────────
  await teacher.goto('/instructor-quizzes')
  await teacher.getByRole('link', { name: 'Add New Quiz' }).first().click()
  await expect(teacher).toHaveURL(/\/instructor-quizzes\?edit=new$/)
  await expect(teacher.getByRole('heading', { name: 'Add New Quiz' })).toBeVisible()
  await teacher.getByLabel(/^Quiz title/).fill(QUIZ.title)
  await teacher.getByLabel('Course', { exact: true }).selectOption({ label: COURSE.title })
  for (const [q, question] of QUIZ.questions.entries()) {
    const n = q + 1
    if (q > 0) await teacher.getByRole('button', { name: 'Add question' }).click()
    await teacher.getByLabel(`Question ${n} text`).fill(question.prompt)
    await teacher
      .getByLabel(`Question ${n} Answer type`)
      .selectOption(question.kind === 'single' ? 'Single choice' : 'Multiple choice')
    for (const [o, text] of question.options.entries()) {
      if (o >= 2) await teacher.getByRole('button', { name: `Add option to question ${n}` }).click()
      await teacher.getByLabel(`Question ${n} option ${o + 1}`).fill(text)
    }
    for (const [o] of question.options.entries()) {
      const box = teacher.getByLabel(`Option ${o + 1} of question ${n} is correct`)
      if (question.correct.includes(o)) await box.check()
      else await box.uncheck()
    }
    for (const [o] of question.options.entries()) {
      const box = teacher.getByLabel(`Option ${o + 1} of question ${n} is correct`)
      await expect(box).toBeChecked({ checked: question.correct.includes(o) })
    }
  }
  await expect(
    teacher.getByRole('heading', { name: `Questions (${QUIZ.questions.length})` }),
  ).toBeVisible()
  await teacher.getByRole('button', { name: 'Create Quiz' }).click()
  await expect(teacher).toHaveURL(/\/instructor-quizzes$/)
  await expect(teacher.getByText(`"${QUIZ.title}" was created`)).toBeVisible()
  const quizRow = teacher
    .getByRole('list', { name: 'Your quizzes' })
    .getByRole('listitem')
    .filter({ hasText: QUIZ.title })
  await expect(quizRow).toContainText(COURSE.title)
  await expect(quizRow).toContainText('3 questions')

  // ── Publish ──────────────────────────────────────────────────────────────────────────────────
  await teacher.goto('/instructor-my-courses')
  await card.getByRole('button', { name: 'Publish' }).click()
  await expect(
    teacher.getByText(`“${COURSE.title}” is sent for review`, { exact: false }),
  ).toBeVisible()
  await expect(card).toContainText('In review')
  // Every course is reviewed before it goes live.
  expect((await request.get(`/api/courses/${courseId}`)).status()).toBe(404)

  // ── An admin approves it from the review queue ───────────────────────────────────────────────
  await loginAs(admin, 'Student', demo.admin.email, demo.admin.password)
  await expect(admin).toHaveURL(/\/student-dashboard$/)
  await admin.goto('/admin/course-reviews')
  await admin.getByRole('button', { name: `Approve ${COURSE.title}` }).click()
  await expect(admin.getByText(`“${COURSE.title}” is approved`, { exact: false })).toBeVisible()
  await teacher.reload()
  await expect(card.getByRole('button', { name: 'Unpublish' })).toBeVisible()
  await expect(card.getByRole('link', { name: COURSE.title, exact: true })).toHaveAttribute(
    'href',
    `/course-single-v1/${courseId}`,
  )
  await teacher.goto('/instructor-dashboard')
  expect(await counter(teacher, 'Published Course')).toBe(publishedBefore + 1)
  const detail = (await (await request.get(`/api/courses/${courseId}`)).json()) as {
    priceCents: number
    instructor: { name: string }
  }
  expect(detail.priceCents).toBe(1900)
  const instructorName = detail.instructor.name

  // ── A new student finds it through search and the grid's filters ─────────────────────────────
  const email = uniqueEmail('learner')
  const password = 'Learner#2026-long'
  const registered = await request.post('/api/auth/student/register', {
    data: { name: 'Bea Learner', email, password, confirmPassword: password },
  })
  expect(registered.status()).toBe(201)
  await loginAs(student, 'Student', email, password)
  await expect(student).toHaveURL(/\/student-dashboard$/)

  const search = student.locator('header').getByPlaceholder('Search for Mentor')
  await search.fill(`hunting field guide ${suffix}`)
  await search.press('Enter')
  await expect(student).toHaveURL(/\/search\?q=/)
  const hit = student.locator('main').getByRole('link', { name: new RegExp(COURSE.title) })
  await expect(hit).toHaveAttribute('href', `/course-single-v1/${courseId}`)

  await student.goto('/course-grid-left-sidebar')
  const sidebar = student.getByRole('complementary', { name: 'Course filters' })
  await sidebar
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: new RegExp(`^${COURSE.category}`) })
    .check()
  await expect(student).toHaveURL(/categories=Game\+Development/)
  await sidebar
    .getByRole('group', { name: 'Levels' })
    .getByRole('checkbox', { name: new RegExp(`^${COURSE.level}`) })
    .check()
  await expect(student).toHaveURL(/levels=Expert/)
  const filtered = (await (
    await request.get('/api/courses?categories=Game+Development&levels=Expert')
  ).json()) as { total: number; items: { title: string }[] }
  expect(filtered.items.map((c) => c.title)).toContain(COURSE.title)
  await expect(
    student.getByText(new RegExp(`^Showing 1 - \\d+ Of ${filtered.total} Courses$`)),
  ).toBeVisible()
  const gridCard = student.locator('.catalog__grid article').filter({ hasText: COURSE.title })
  await expect(gridCard).toHaveCount(1)
  await expect(gridCard).toContainText(COURSE.priceText)
  await gridCard.getByRole('link', { name: COURSE.title }).first().click()
  await expect(student).toHaveURL(new RegExp(`/course-single-v1/${courseId}$`))

  // ── The student buys it; an admin records the payment ────────────────────────────────────────
  await expect(student.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible()
  await student.getByRole('button', { name: 'Buy Now' }).click()
  await expect(student).toHaveURL(/\/shop-checkout$/)
  await expect(student.getByRole('region', { name: 'Your Order' })).toContainText(COURSE.title)
  await fillBilling(student, email)
  await student.getByRole('button', { name: 'Place Order' }).click()
  await expect(student.getByRole('heading', { name: 'Your Order Is Completed!' })).toBeVisible()
  const orderId = new URL(student.url()).searchParams.get('id')
  const token = await student.evaluate(() => localStorage.getItem('token'))
  const mine = (await (
    await request.get('/api/me/orders', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as OrderList
  const order = mine.items.find((o) => o.id === orderId)!
  expect(order.status).toBe('pending_payment')
  expect(order.totalCents).toBe(1900)

  await admin.goto(`/admin/orders?q=${order.number}`)
  await admin.getByRole('link', { name: order.number }).click()
  await admin.getByRole('button', { name: 'Mark paid' }).click()
  await expect(admin.getByText(/marked paid/i).first()).toBeVisible()

  // ── The student completes the lessons in the player; the quiz lesson waits for the quiz ──────
  await student.goto('/student-my-courses')
  await student.getByRole('link', { name: `Start learning: ${COURSE.title}` }).click()
  await expect(student).toHaveURL(new RegExp(`/lesson\\?course=${courseId}`))
  const player = student.getByRole('complementary', { name: 'Course content' })
  const progress = player.getByRole('progressbar', { name: `Progress in ${COURSE.title}` })
  await expect(progress).toHaveAttribute('aria-valuenow', '0')
  const lessonCount = COURSE.lessons.length
  for (const [i, lesson] of COURSE.lessons.entries()) {
    await expect(student.getByRole('heading', { level: 1 })).toHaveText(lesson.title)
    await expect(
      student.getByText(`${COURSE.section} · Lesson ${i + 1} of ${lessonCount}`),
    ).toBeVisible()
    if (lesson.text) {
      const reading = student.getByRole('article', { name: lesson.title })
      await expect(reading).toContainText('Every hunt starts with a question about the attacker.')
      await expect(reading).toContainText('Write it down before you open a log.')
    }
    if (lesson.isQuiz) {
      await expect(student.getByText('Pass the quiz to complete this lesson')).toBeVisible()
      await expect(student.getByRole('status').filter({ hasText: 'Not taken yet.' })).toContainText(
        'You need 60/100 to pass and have 3 attempts left of 3.',
      )
      await expect(student.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0)
      await expect(progress).toHaveAttribute('aria-valuenow', '75')
      continue
    }
    await student.getByRole('button', { name: 'Mark as complete' }).click()
    await expect(student.getByRole('status').filter({ hasText: /^\s*Completed$/ })).toBeVisible()
    // Progress goes in steps of 5, rounded down, until every lesson is done.
    await expect(progress).toHaveAttribute('aria-valuenow', ['25', '50', '75'][i]!)
    await expect(
      player.getByRole('link', { name: new RegExp(`^Completed \\w+: ${lesson.title}`) }),
    ).toBeVisible()
    await student.locator('.learn-actions').getByRole('link', { name: 'Next' }).click()
  }
  const quizLessonUrl = student.url()
  await expect(student.getByText('You completed this course.')).toHaveCount(0)

  // ── The quiz: Start, answer, Next, Finish Quiz, the score ────────────────────────────────────
  await student.goto('/student-quizzes')
  const studentQuiz = student
    .getByRole('list', { name: 'Your quizzes' })
    .getByRole('listitem')
    .filter({ hasText: QUIZ.title })
  await expect(studentQuiz).toContainText('Not taken yet')
  await studentQuiz.getByRole('link', { name: `Start Quiz: ${QUIZ.title}` }).click()
  await student.getByRole('button', { name: 'Start Quiz' }).click()
  await expect(student).toHaveURL(/\/student-quizzes\?attempt=/)
  for (const [q, question] of QUIZ.questions.entries()) {
    await expect(student.getByText(`Question ${q + 1} of ${QUIZ.questions.length}`)).toBeVisible()
    const fieldset = student.getByRole('group', { name: question.prompt })
    const role = question.kind === 'single' ? 'radio' : 'checkbox'
    await expect(fieldset.getByRole(role)).toHaveCount(question.options.length)
    for (const o of question.answer) {
      await fieldset.getByRole(role, { name: question.options[o] }).check()
    }
    await expect(student.getByText(`${q + 1} answered`)).toBeVisible()
    if (q < QUIZ.questions.length - 1) await student.getByRole('button', { name: 'Next' }).click()
  }
  await student.getByRole('button', { name: 'Finish Quiz' }).click()
  await expect(student).toHaveURL(/\/student-quizzes\?result=/)
  await expect(student.getByText(`Score: ${QUIZ.score}`)).toBeVisible()
  await expect(student.getByText('Passed', { exact: true })).toBeVisible()
  await expect(student.getByText('2 of 3 questions right', { exact: false })).toBeVisible()
  await expect(student.getByText(/Attempts: 1\/3 \(2 attempts left\)/)).toBeVisible()
  // Passed: the correct answers show, the one missed included.
  await expect(student.getByText('Correct answer')).toHaveCount(4)
  await expect(student.getByLabel('Wrong')).toHaveCount(1)

  // ── Passing completed the quiz lesson, and with it the course ────────────────────────────────
  await student.goto(quizLessonUrl)
  const quizLesson = COURSE.lessons.at(-1)!
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(quizLesson.title)
  await expect(student.getByRole('status').filter({ hasText: /^\s*Completed$/ })).toBeVisible()
  await expect(
    student.getByText(`Passed with ${QUIZ.score}. This lesson is complete.`),
  ).toBeVisible()
  await expect(
    player.getByRole('link', { name: new RegExp(`^Completed Quiz: ${quizLesson.title}`) }),
  ).toBeVisible()
  await expect(progress).toHaveAttribute('aria-valuenow', '100')
  await expect(student.getByText('You completed this course.')).toBeVisible()

  // ── The review ('Leave A Reply') ─────────────────────────────────────────────────────────────
  await student.goto(`/course-single-v1/${courseId}`)
  await expect(student.getByText('You are enrolled in this course.')).toBeVisible()
  let reviews = await reviewsOf(student)
  await expect(reviews.getByText('No reviews yet.', { exact: false })).toBeVisible()
  const reviewForm = reviews.getByRole('form', { name: 'Leave A Reply' })
  await expect(reviewForm.getByLabel('Name', { exact: true })).toHaveValue('Bea Learner')
  // The radios are visually hidden; the visitor clicks the star (their label).
  await reviewForm.locator('label').filter({ hasText: REVIEW.stars }).click()
  await expect(reviewForm.getByRole('radio', { name: REVIEW.stars })).toBeChecked()
  await reviewForm.getByLabel(/^Title/).fill(REVIEW.title)
  await reviewForm.getByLabel(/^Message/).fill(REVIEW.message)
  await reviewForm.getByRole('button', { name: 'Post Review' }).click()
  await expect(reviewForm.getByText('Thank you! Your review now shows above.')).toBeVisible()
  await expect(reviews.getByRole('heading', { name: REVIEW.title })).toBeVisible()
  await expect(reviews.getByText(REVIEW.message)).toBeVisible()
  await expect(reviews.locator('.rating-summary')).toContainText('4.0')

  // ── The certificate, from My Courses ─────────────────────────────────────────────────────────
  await student.goto('/student-my-courses?status=completed')
  await student.getByRole('link', { name: `View certificate: ${COURSE.title}` }).click()
  await expect(student).toHaveURL(/\/certificate\/[^/]+$/)
  const certificateId = decodeURIComponent(new URL(student.url()).pathname.split('/').pop()!)
  const certificate = (await (
    await request.get(`/api/certificates/${encodeURIComponent(certificateId)}`)
  ).json()) as Certificate
  const issued = new Date(certificate.issuedAt).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })
  const sheet = student.getByRole('article', { name: 'Certificate of Completion' })
  await expect(sheet.locator('.certificate__learner')).toHaveText('Bea Learner')
  await expect(sheet.getByRole('link', { name: COURSE.title })).toHaveAttribute(
    'href',
    `/course-single-v1/${courseId}`,
  )
  await expect(sheet.getByRole('definition').first()).toHaveText(instructorName)
  await expect(sheet.locator('time')).toHaveText(issued)
  await expect(sheet).toContainText(`Certificate ${certificateId}`)
  expect(certificate).toMatchObject({
    learnerName: 'Bea Learner',
    courseTitle: COURSE.title,
    instructorName,
  })

  // ── The instructor sees the sale, the student, the quiz result and the review ───────────────
  await teacher.goto('/instructor-order')
  const sales = teacher.getByRole('region', { name: 'Course Sales' })
  const sale = sales.getByRole('row').filter({ hasText: order.number })
  await expect(sale).toContainText(COURSE.title)
  await expect(sale).toContainText(COURSE.priceText)
  await expect(sale).toContainText('Paid')

  await teacher.goto('/instructor-dashboard')
  expect(await counter(teacher, 'Total Student')).toBe(studentsBefore + 1)
  await teacher.goto('/instructor-my-courses')
  await expect(card.getByRole('definition').nth(1)).toHaveText('1') // Students
  await expect(card.getByRole('definition').nth(2)).toHaveText(COURSE.priceText) // Sales

  await teacher.goto('/instructor-quizzes')
  await quizRow.getByRole('link', { name: `Results of ${QUIZ.title}` }).click()
  await expect(teacher.getByRole('heading', { name: `Results: ${QUIZ.title}` })).toBeVisible()
  const result = teacher.getByRole('row').filter({ hasText: 'Bea Learner' })
  await expect(result).toContainText(QUIZ.score)
  await expect(result).toContainText('Passed')
  await expect(result.getByRole('cell').nth(2)).toHaveText('1/3')

  await teacher.goto('/instructor-reviews')
  const review = teacher.getByRole('article', { name: REVIEW.title })
  await expect(review).toContainText('Bea Learner')
  await expect(review).toContainText(REVIEW.message)
  await expect(review.getByRole('link', { name: COURSE.title })).toBeVisible()
  const toggle = review.getByRole('button', { name: 'Reply', exact: true })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const replyForm = review.getByRole('form', { name: 'Reply to Bea Learner' })
  await replyForm.getByLabel(/^Your reply/).fill(REPLY)
  await replyForm.getByRole('button', { name: 'Post Reply' }).click()
  await expect(
    review.getByText('Reply saved: it shows under the review on the course page.'),
  ).toBeVisible()
  await expect(replyForm).toHaveCount(0)
  await expect(review).toContainText(`Reply from ${instructorName}`)
  await expect(review).toContainText(REPLY)
  await expect(review.getByRole('button', { name: 'Edit reply' })).toBeVisible()

  // ── The reply shows under the review on the course page ──────────────────────────────────────
  await student.goto(`/course-single-v1/${courseId}`)
  reviews = await reviewsOf(student)
  const shown = reviews.getByRole('listitem').filter({ hasText: REVIEW.title })
  await expect(shown).toContainText(`Reply from ${instructorName}`)
  await expect(shown).toContainText(REPLY)

  await teacher.context().close()
  await admin.context().close()
})
