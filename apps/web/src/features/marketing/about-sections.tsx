import { ArrowRight, Check, Target, Telescope } from 'lucide-react'
import { Link } from 'react-router'
import { CoursePlayerArt } from '../../components/sections/art'
import { paths } from '../../config/paths'
import './marketing.css'

/** Who we are: the opening of the About page. */
export function AboutIntro() {
  return (
    <section className="section about-intro" aria-labelledby="about-intro-title">
      <div className="container about-intro__inner">
        <div className="about-intro__art">
          <CoursePlayerArt className="about-intro__svg" />
          <div className="about-intro__badge">
            <strong>35k+</strong>
            <span>happy students</span>
          </div>
        </div>
        <div className="about-intro__copy">
          <p className="section-intro__eyebrow">About Learnlane</p>
          <h2 id="about-intro-title">We Share Knowledge With The World</h2>
          <p>
            Learnlane is an online marketplace where people learn practical skills from mentors who
            use them every day. Developers, designers, marketers and business leaders teach short,
            focused courses, and learners pick exactly what they need, at their own pace.
          </p>
          <p>
            We started Learnlane because the best teacher is often the colleague who has just solved
            the problem you are facing. Our job is to help those people teach well, and to help you
            find them.
          </p>
          <ul className="about-intro__points">
            {[
              'Courses reviewed for quality before they go live',
              'Mentors you can follow, ask and learn from',
              'Lifetime access to every course you enrol in',
            ].map((point) => (
              <li key={point}>
                <Check aria-hidden="true" size={18} />
                {point}
              </li>
            ))}
          </ul>
          <Link className="btn btn--primary" to={paths.courses}>
            Explore Courses
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </div>
    </section>
  )
}

/** Our vision and mission, with the 35,000+ students the spec names. */
export function AboutVision() {
  return (
    <section className="section about-vision" aria-labelledby="about-vision-title">
      <div className="container about-vision__inner">
        <div className="about-vision__copy">
          <p className="section-intro__eyebrow">Our Vision</p>
          <h2 id="about-vision-title">Learning That Fits Into Real Life</h2>
          <p>
            35,000+ students have already learned with Learnlane mentors. We want every one of them,
            and the next million, to be able to learn a new skill in the time they actually have: a
            lunch break, a commute, a quiet evening.
          </p>
        </div>
        <ul className="about-vision__cards">
          <li className="about-vision__card">
            <span className="about-vision__icon" aria-hidden="true">
              <Telescope size={24} />
            </span>
            <h3>Vision</h3>
            <p>
              A world where anyone can learn from the people who do the work best, wherever they
              live and whatever they can spend.
            </p>
          </li>
          <li className="about-vision__card">
            <span className="about-vision__icon" aria-hidden="true">
              <Target size={24} />
            </span>
            <h3>Mission</h3>
            <p>
              Give mentors simple tools to teach, and give learners honest ratings, clear curricula
              and fair prices so they can choose with confidence.
            </p>
          </li>
        </ul>
        <div className="about-vision__stat">
          <strong>35,000+</strong>
          <span>students learning with Learnlane mentors</span>
        </div>
      </div>
    </section>
  )
}
