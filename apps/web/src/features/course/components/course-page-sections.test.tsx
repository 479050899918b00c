import type { CourseDetail } from '@app/domain/catalog'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeCourseDetail } from '../../../testing/catalog-fixtures'
import { renderWithApp } from '../../../testing/render'
import { CourseCurriculum } from './course-curriculum'
import { CourseHero } from './course-hero'
import { CoursePreview } from './course-preview'
import { LearnPoints } from './learn-points'

const sections = (n: number): CourseDetail['curriculum'] =>
  Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    title: `Part ${i + 1}`,
    lessons: [
      {
        id: 1000 + i,
        title: `Lesson ${i + 1}`,
        type: 'video' as const,
        durationMinutes: 5,
        isPreview: i === 0,
        isLocked: i !== 0,
      },
    ],
  }))

describe('course page sections', () => {
  it('hides What you’ll learn, Requirements and Who this course is for when they are empty', () => {
    renderWithApp(<LearnPoints points={[]} requirements={[]} audience={[]} />)
    expect(screen.queryByRole('heading', { name: "What you'll learn" })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Requirements' })).not.toBeInTheDocument()
    expect(
      screen.queryByRole('heading', { name: 'Who this course is for' }),
    ).not.toBeInTheDocument()
  })

  it('shows the points a course has', () => {
    renderWithApp(
      <LearnPoints points={['Write a circuit']} requirements={[]} audience={['Curious coders']} />,
    )
    expect(screen.getByRole('heading', { name: "What you'll learn" })).toBeInTheDocument()
    expect(screen.getByText('Write a circuit')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Requirements' })).not.toBeInTheDocument()
    expect(screen.getByText('Curious coders')).toBeInTheDocument()
  })

  it('counts a two-section course as it is, with no More Sections link', () => {
    renderWithApp(<CourseCurriculum courseId={61} curriculum={sections(2)} />)
    expect(screen.getByText('2 sections · 2 lectures')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /More Sections?/ })).not.toBeInTheDocument()
  })

  it('lists four sections and links the rest as N More Sections', () => {
    renderWithApp(<CourseCurriculum courseId={61} curriculum={sections(6)} />)
    expect(screen.getByText('6 sections · 6 lectures')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /Part 4/ })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /Part 5/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '2 More Sections' })).toBeInTheDocument()
  })
})

describe('Preview this course', () => {
  it('plays an uploaded promo video in the page, over the uploaded cover', () => {
    const course = makeCourseDetail({
      coverUrl: '/api/files/cover-1',
      promoVideo: { kind: 'file', url: '/api/files/promo-1' },
    })
    const { container } = renderWithApp(
      <CoursePreview course={course} caption="Preview this course" />,
    )
    const video = container.querySelector('video')!
    expect(video).toHaveAttribute('src', '/api/files/promo-1')
    expect(video).toHaveAttribute('poster', '/api/files/cover-1')
    expect(video).toHaveAttribute('controls')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens a promo video URL in the video pop-up with its service’s player', async () => {
    const course = makeCourseDetail({
      promoVideo: {
        kind: 'external',
        source: 'YouTube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    })
    const user = userEvent.setup()
    renderWithApp(<CoursePreview course={course} caption="Preview this course" />)
    await user.click(screen.getByRole('button', { name: /Preview this course/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTitle(`Promo video of ${course.title}`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
  })

  it('offers a custom video address as a link in the pop-up', async () => {
    const course = makeCourseDetail({
      promoVideo: { kind: 'external', source: 'Custom URL', url: 'https://videos.example.com/a' },
    })
    const user = userEvent.setup()
    renderWithApp(<CoursePreview course={course} caption="Preview this course" />)
    await user.click(screen.getByRole('button', { name: /Preview this course/ }))
    expect(
      await screen.findByRole('link', { name: /Watch the promo video on videos.example.com/ }),
    ).toHaveAttribute('href', 'https://videos.example.com/a')
  })
})

describe('course hero', () => {
  const facts = {
    title: 'Watercolour basics',
    skills: 'Washes and layers',
    author: 'Nora Castell',
    rating: 0,
    ratingCount: 0,
    students: 1,
    lessons: 1,
    updated: '11/2026',
    languages: ['English'],
  }

  it('says a new course has no ratings yet, and counts one student and one lesson in the singular', () => {
    renderWithApp(<CourseHero facts={facts} crumbs={[]} />)
    expect(screen.getByText('No ratings yet')).toBeInTheDocument()
    expect(screen.queryByText(/0 ratings/)).not.toBeInTheDocument()
    expect(screen.getByText('1 lesson')).toBeInTheDocument()
    expect(screen.getByText(/^1 student$/)).toBeInTheDocument()
  })

  it('shows the stars and the count once a course is rated', () => {
    renderWithApp(<CourseHero facts={{ ...facts, rating: 4.5, ratingCount: 2 }} crumbs={[]} />)
    expect(screen.getByText('(2 ratings)')).toBeInTheDocument()
    expect(screen.queryByText('No ratings yet')).not.toBeInTheDocument()
  })
})
