import {
  ArrowRight,
  CheckCircle2,
  ChevronRight,
  Clapperboard,
  HandCoins,
  HeartHandshake,
  ListChecks,
  Rocket,
  SlidersHorizontal,
} from 'lucide-react'
import { Link } from 'react-router'
import { CoursePlayerArt } from '../../components/sections/art'
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs'
import { paths } from '../../config/paths'
import './marketing.css'

/**
 * Opening block of /become-teacher: breadcrumb, the page's h1 and the Get Started button, in place
 * of the usual page header.
 */
export function TeacherHero({ title, description }: { title: string; description: string }) {
  return (
    <section className="teacher-hero" aria-labelledby="teacher-hero-title">
      <div className="container teacher-hero__inner">
        <div>
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to={paths.home}>Home</Link>
              </li>
              <li>
                <ChevronRight aria-hidden="true" size={14} />
                <span aria-current="page">{title}</span>
              </li>
            </ol>
          </nav>
          <h1 id="teacher-hero-title">Come Teach With Us</h1>
          <p className="teacher-hero__lead">{description}</p>
          <div className="teacher-hero__actions">
            <Link className="btn btn--primary btn--lg" to={paths.register}>
              Get Started
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
            <a className="btn btn--secondary btn--lg" href="#how-to-begin">
              See how it works
            </a>
          </div>
        </div>
        <CoursePlayerArt className="teacher-hero__art" />
      </div>
    </section>
  )
}

const REASONS = [
  {
    title: 'Teach your way',
    text: 'Publish the course you want, in the way you want, and keep control of your own content, pace and price.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Inspire learners',
    text: 'Teach what you know and help learners explore their interests, gain new skills and move their careers forward.',
    icon: HeartHandshake,
  },
  {
    title: 'Get rewarded',
    text: 'Expand your professional network, build your expertise and earn money on each paid enrolment.',
    icon: HandCoins,
  },
] as const

/** The three reasons (SPEC: Teach your way, Inspire learners, Get rewarded). */
export function TeacherReasons() {
  return (
    <section
      className="section section--alt teacher-reasons"
      aria-labelledby="teacher-reasons-title"
    >
      <div className="container">
        <div className="section-intro section-intro--center">
          <h2 id="teacher-reasons-title">So Many Reasons To Start</h2>
          <p>Teaching on Learnlane fits around your work and grows with your audience.</p>
        </div>
        <ul className="teacher-reasons__grid">
          {REASONS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="teacher-reasons__card">
              <span className="teacher-reasons__icon" aria-hidden="true">
                <Icon size={30} strokeWidth={1.75} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const STEPS = [
  {
    value: 'plan',
    label: 'Plan your curriculum',
    icon: ListChecks,
    title: 'Start with your passion and knowledge',
    text: 'Choose a promising topic with the help of our marketplace insights, then shape it into sections and lessons. The way you teach, what you bring to it, is up to you.',
    points: [
      'Pick one clear outcome for learners to reach by the end',
      'Break it into sections of 3 to 6 short lessons',
      'Add quizzes and documents where practice helps',
    ],
  },
  {
    value: 'record',
    label: 'Record your video',
    icon: Clapperboard,
    title: 'Use basic tools like a phone or a webcam',
    text: 'Quality video lectures can boost your learners’ results. A quiet room and a decent microphone matter more than an expensive camera, and our guides walk you through the rest.',
    points: [
      'Record in 1080p with clear, steady sound',
      'Keep lessons between 2 and 10 minutes',
      'Mark the first lessons as Preview so learners can try them',
    ],
  },
  {
    value: 'launch',
    label: 'Launch your course',
    icon: Rocket,
    title: 'Gather your first ratings and reviews',
    text: 'Promote your course through social media and your professional network. Your course also appears in our marketplace, where learners find it through search, categories and recommendations.',
    points: [
      'Our quality team reviews your course within two working days',
      'Answer questions and reviews from your dashboard',
      'Follow your sales and students as they grow',
    ],
  },
] as const

/** How To Begin, as tabs (SPEC: Plan your curriculum, Record your video, Launch your course). */
export function HowToBegin() {
  return (
    <section
      id="how-to-begin"
      className="section how-to-begin"
      aria-labelledby="how-to-begin-title"
    >
      <div className="container">
        <div className="section-intro section-intro--center">
          <h2 id="how-to-begin-title">How To Begin</h2>
          <p>Three steps from an idea to a published course.</p>
        </div>
        <Tabs defaultValue="plan" className="how-to-begin__tabs">
          <TabList label="How To Begin" className="how-to-begin__list">
            {STEPS.map(({ value, label, icon: Icon }) => (
              <Tab key={value} value={value} icon={<Icon size={18} />}>
                {label}
              </Tab>
            ))}
          </TabList>
          {STEPS.map((step, index) => (
            <TabPanel key={step.value} value={step.value} className="how-to-begin__panel">
              <div className="how-to-begin__copy">
                <p className="how-to-begin__step">Step {index + 1} of 3</p>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
                <ul>
                  {step.points.map((point) => (
                    <li key={point}>
                      <CheckCircle2 aria-hidden="true" size={18} />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <StepArt step={index} />
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </section>
  )
}

/** A small drawing per step: an outline, a camera frame, a launch chart. */
function StepArt({ step }: { step: number }) {
  return (
    <svg className="how-to-begin__art" viewBox="0 0 360 260" aria-hidden="true" focusable="false">
      <rect width="360" height="260" rx="20" fill="#eef2ff" />
      {step === 0 ? (
        <g>
          {[0, 1, 2, 3].map((i) => (
            <g key={i} transform={`translate(40 ${36 + i * 50})`}>
              <rect width="280" height="38" rx="10" fill="#ffffff" />
              <circle cx="22" cy="19" r="9" fill={i < 2 ? '#4f46e5' : '#c7d2fe'} />
              <rect
                x="42"
                y="12"
                width={150 - i * 18}
                height="8"
                rx="4"
                fill="#131836"
                opacity="0.75"
              />
              <rect x="42" y="24" width="90" height="6" rx="3" fill="#4b5163" opacity="0.35" />
              <rect x="236" y="13" width="30" height="12" rx="6" fill="#fde68a" />
            </g>
          ))}
        </g>
      ) : step === 1 ? (
        <g>
          <rect x="50" y="40" width="260" height="160" rx="14" fill="#4f46e5" />
          <circle cx="180" cy="110" r="40" fill="#818cf8" />
          <circle cx="180" cy="96" r="16" fill="#eef2ff" />
          <path d="M148 140 q32-36 64 0" fill="#eef2ff" />
          <circle cx="286" cy="60" r="8" fill="#f87171" />
          <rect x="50" y="214" width="260" height="8" rx="4" fill="#c7d2fe" />
          <rect x="50" y="214" width="120" height="8" rx="4" fill="#f59e0b" />
        </g>
      ) : (
        <g>
          <path
            d="M50 210 L110 170 L160 184 L220 120 L300 70"
            fill="none"
            stroke="#4f46e5"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[
            [110, 170],
            [160, 184],
            [220, 120],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="8" fill="#ffffff" stroke="#4f46e5" strokeWidth="4" />
          ))}
          <g transform="translate(284 36) rotate(35)">
            <path d="M0 0 C14 10 14 40 0 54 C-14 40 -14 10 0 0 Z" fill="#f59e0b" />
            <circle cy="22" r="6" fill="#ffffff" />
            <path d="M-6 54 L0 70 L6 54 Z" fill="#f87171" />
          </g>
          <g fill="#f59e0b">
            <path d="M70 60 l4 9 10 1 -7 7 2 10 -9-5 -9 5 2-10 -7-7 10-1z" />
            <path d="M130 40 l3 6 7 1 -5 5 1 7 -6-3 -6 3 1-7 -5-5 7-1z" opacity="0.7" />
          </g>
        </g>
      )}
    </svg>
  )
}
