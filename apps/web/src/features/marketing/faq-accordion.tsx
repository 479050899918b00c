import { Accordion, AccordionItem } from '../../components/ui/accordion'
import { topicTitle, type HelpQuestion } from './help-content'

interface FaqAccordionProps {
  questions: readonly HelpQuestion[]
  /** Shows each question's topic next to it (the help center mixes topics). */
  isTopicShown?: boolean
  /** Questions open at first. */
  defaultOpen?: readonly string[]
}

/** Questions as an accordion: h3 headers, answers that open and close with a 0.5 s animation. */
export function FaqAccordion({ questions, isTopicShown, defaultOpen }: FaqAccordionProps) {
  return (
    <Accordion className="faq-accordion" defaultOpen={defaultOpen}>
      {questions.map((q) => (
        <AccordionItem
          key={q.id}
          value={q.id}
          title={q.question}
          meta={
            isTopicShown ? (
              <span className="faq-accordion__topic">{topicTitle(q.topic)}</span>
            ) : undefined
          }
        >
          {q.answer.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </AccordionItem>
      ))}
    </Accordion>
  )
}
