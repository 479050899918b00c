import { TERMS_SECTIONS, TERMS_UPDATED } from './terms-content'
import './marketing.css'

/** The terms as a readable document with a contents list that stays in view on wide screens. */
export function TermsDocument() {
  return (
    <div className="container terms">
      <nav className="terms__toc" aria-labelledby="terms-toc-title">
        <p id="terms-toc-title" className="terms__toc-title">
          On this page
        </p>
        <ol>
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
        <p className="terms__updated">Last updated {TERMS_UPDATED}</p>
      </nav>
      <div className="terms__body">
        {TERMS_SECTIONS.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="terms__section"
            aria-labelledby={`${section.id}-title`}
          >
            <p className="terms__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <p className="terms__summary">{section.summary}</p>
            {section.blocks.map((block, i) => (
              <div key={block.heading ?? i} className="terms__block">
                {block.heading ? <h3>{block.heading}</h3> : null}
                {block.paragraphs?.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
                {block.list ? (
                  <ul>
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}
