import { ArrowRight, Check } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { CoursePlayerArt, GlobeArt, InstructorArt } from './art'
import './sections.css'

interface BannerAction {
  label?: string
  to?: string
}

/** 'Learn Latest Skills; Advance Your Career': a split banner with a course-player illustration. */
export function LearnSkillsBanner({ label = 'Explore Courses', to = paths.courses }: BannerAction) {
  return (
    <section className="section cta cta--skills" aria-labelledby="cta-skills-title">
      <div className="container cta__inner">
        <div className="cta__copy">
          <p className="section-intro__eyebrow">Start today</p>
          <h2 id="cta-skills-title">Learn Latest Skills; Advance Your Career</h2>
          <p>
            Short, practical courses taught by people who do the work every day. Learn at your own
            pace, practise with real projects and earn a certificate you can share.
          </p>
          <Link className="btn btn--primary" to={to}>
            {label}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
        <CoursePlayerArt className="cta__art" />
      </div>
    </section>
  )
}

/** 'Join More Than 1 Million Learners Worldwide' with Get Started Now, on the accent band. */
export function JoinLearnersBanner({
  label = 'Get Started Now',
  to = paths.register,
}: BannerAction) {
  return (
    <section className="section cta cta--join" aria-labelledby="cta-join-title">
      <div className="container">
        <div className="cta__band">
          <div className="cta__copy">
            <h2 id="cta-join-title">Join More Than 1 Million Learners Worldwide</h2>
            <p>
              Create a free account in a minute, pick a course and learn on any device, with
              lifetime access to everything you enrol in.
            </p>
            <Link className="btn cta__light-btn" to={to}>
              {label}
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          </div>
          <GlobeArt className="cta__art cta__art--globe" />
        </div>
      </div>
    </section>
  )
}

const INSTRUCTOR_BULLETS = ['Earn money', 'Inspire students', 'Join our community'] as const

interface InstructorBannerProps extends BannerAction {
  /** 'Become An Instructor' by default; the become-teacher page says 'Become An Instructor Today'. */
  title?: string
}

/** 'Become An Instructor' with the bullets Earn money, Inspire students, Join our community. */
export function BecomeInstructorBanner({
  title = 'Become An Instructor',
  label = 'Start Teaching Today',
  to = paths.becomeTeacher,
}: InstructorBannerProps) {
  return (
    <section className="section cta cta--instructor" aria-labelledby="cta-instructor-title">
      <div className="container cta__inner cta__inner--reverse">
        <InstructorArt className="cta__art" />
        <div className="cta__copy">
          <p className="section-intro__eyebrow">Teach on Learnlane</p>
          <h2 id="cta-instructor-title">{title}</h2>
          <p>
            Share what you know with learners around the world. We give you the tools to plan,
            record and publish your course, and you keep control of what you teach.
          </p>
          <ul className="cta__bullets">
            {INSTRUCTOR_BULLETS.map((bullet) => (
              <li key={bullet}>
                <span className="cta__check" aria-hidden="true">
                  <Check size={16} strokeWidth={2.5} />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
          <Link className="btn btn--primary" to={to}>
            {label}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </div>
    </section>
  )
}
