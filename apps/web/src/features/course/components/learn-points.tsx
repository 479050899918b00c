import { Check, CircleDot } from 'lucide-react'

/** What you'll learn (two lists of six) and Requirements. */
export function LearnPoints({
  points,
  requirements,
}: {
  points: readonly string[]
  requirements: readonly string[]
}) {
  const half = Math.ceil(points.length / 2)
  const columns = [points.slice(0, half), points.slice(half)]
  return (
    <>
      <section className="course-section learn-box" aria-labelledby="learn-title">
        <h2 id="learn-title" className="course-section__title">
          What you'll learn
        </h2>
        <div className="learn-box__columns">
          {columns.map((column, i) => (
            <ul key={i} className="check-list">
              {column.map((point) => (
                <li key={point}>
                  <Check aria-hidden="true" size={18} />
                  {point}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </section>
      <section className="course-section" aria-labelledby="requirements-title">
        <h2 id="requirements-title" className="course-section__title">
          Requirements
        </h2>
        <ul className="dot-list">
          {requirements.map((item) => (
            <li key={item}>
              <CircleDot aria-hidden="true" size={16} />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
