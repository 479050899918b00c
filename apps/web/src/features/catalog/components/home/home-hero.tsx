import type { CourseSummary } from '@app/domain/catalog'
import { ArrowRight, Award, PlayCircle, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CourseCard, CourseCardSkeleton } from '../../../../components/catalog/course-card'
import { Avatar } from '../../../../components/ui/avatar'
import { buttonClassName } from '../../../../components/ui/button'
import { paths } from '../../../../config/paths'
import './home.css'

const HAPPY_STUDENTS = ['Courtney Nguyen', 'Rahul Verma', 'Isabelle Laurent', 'Tobias Schmidt']

/** The hero illustration: soft shapes around a real course card from the catalog. */
function HeroArt({ course }: { course: CourseSummary | undefined }) {
  return (
    <div className="hero-art" aria-hidden={course ? undefined : true}>
      <svg className="hero-art__shapes" viewBox="0 0 520 480" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="hero-blob" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#a855f7" />
          </linearGradient>
          <pattern id="hero-dots" width="16" height="16" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="2" fill="#4f46e5" fillOpacity="0.25" />
          </pattern>
        </defs>
        <circle cx="300" cy="230" r="200" fill="url(#hero-blob)" />
        <circle
          cx="300"
          cy="230"
          r="232"
          fill="none"
          stroke="#4f46e5"
          strokeOpacity="0.18"
          strokeWidth="2"
          strokeDasharray="6 10"
        />
        <rect x="16" y="300" width="130" height="130" fill="url(#hero-dots)" />
        <circle cx="470" cy="70" r="26" fill="#f59e0b" />
        <rect
          x="60"
          y="60"
          width="54"
          height="54"
          rx="14"
          fill="#fde68a"
          transform="rotate(-12 87 87)"
        />
        <path
          d="M430 390c22-18 52-18 74 0"
          fill="none"
          stroke="#4f46e5"
          strokeWidth="6"
          strokeLinecap="round"
        />
      </svg>
      <div className="hero-art__card">
        {course ? <CourseCard course={course} headingLevel="h2" /> : <CourseCardSkeleton />}
      </div>
      <div className="hero-chip hero-chip--rating">
        <Star aria-hidden="true" size={18} className="hero-chip__star" />
        <span>
          <strong>4.9</strong> average rating
        </span>
      </div>
      <div className="hero-chip hero-chip--cert">
        <Award aria-hidden="true" size={18} />
        <span>Certificate on completion</span>
      </div>
    </div>
  )
}

interface HomeHeroProps {
  /** The course shown in the illustration (the catalog's first featured course). */
  course: CourseSummary | undefined
  /** The category carousel under the hero text. */
  children?: ReactNode
}

/** Home hero: headline, calls to action, happy-students badge and the illustration. */
export function HomeHero({ course, children }: HomeHeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__text">
          <p className="hero__eyebrow">The Leader in Online Learning</p>
          <h1 id="hero-title" className="hero__title">
            Get <span className="hero__accent">2500+</span> Best Online Courses
          </h1>
          <p className="hero__intro">
            Learn from working professionals at your own pace: short lessons, real projects and a
            certificate when you finish.
          </p>
          <div className="hero__actions">
            <Link className={buttonClassName({ size: 'lg' })} to={paths.register}>
              Get Started <ArrowRight aria-hidden="true" size={18} />
            </Link>
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
              to={paths.courses}
            >
              <PlayCircle aria-hidden="true" size={18} /> Explore courses
            </Link>
          </div>
          <div className="hero__badge">
            <span className="hero__avatars" aria-hidden="true">
              {HAPPY_STUDENTS.map((name) => (
                <Avatar key={name} name={name} size={40} isDecorative />
              ))}
            </span>
            <p>
              <strong>35k+</strong> happy students
            </p>
          </div>
        </div>
        <HeroArt course={course} />
      </div>
      {children}
    </section>
  )
}
