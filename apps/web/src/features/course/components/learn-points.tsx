import { Check, CircleDot, UserCheck } from 'lucide-react'

/**
 * What you'll learn (two lists, up to six each), Requirements and Who this course is for: each
 * shown only when the course has points for it.
 */
export function LearnPoints({
  points,
  requirements,
  audience = [],
}: {
  points: readonly string[]
  requirements: readonly string[]
  audience?: readonly string[]
}) {
  const half = Math.ceil(points.length / 2)
  const columns = [points.slice(0, half), points.slice(half)].filter((c) => c.length)
  return (
    <>
      {points.length ? (
        <section className="course-section learn-box" aria-labelledby="learn-title">
          <h2 id="learn-title" className="course-section__title">
            What you'll learn
          </h2>
          <div className="learn-box__columns">
            {columns.map((column, i) => (
              <ul key={i} className="check-list">
                {column.map((point, j) => (
                  <li key={`${j}-${point}`}>
                    <Check aria-hidden="true" size={18} />
                    {point}
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </section>
      ) : null}
      {requirements.length ? (
        <section className="course-section" aria-labelledby="requirements-title">
          <h2 id="requirements-title" className="course-section__title">
            Requirements
          </h2>
          <ul className="dot-list">
            {requirements.map((item, i) => (
              <li key={`${i}-${item}`}>
                <CircleDot aria-hidden="true" size={16} />
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {audience.length ? (
        <section className="course-section" aria-labelledby="audience-title">
          <h2 id="audience-title" className="course-section__title">
            Who this course is for
          </h2>
          <ul className="dot-list">
            {audience.map((item, i) => (
              <li key={`${i}-${item}`}>
                <UserCheck aria-hidden="true" size={16} />
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
