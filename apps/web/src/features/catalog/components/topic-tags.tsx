import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import './topic-tags.css'

/** Popular topics of the course grid's title block; each opens the search for that topic. */
export const GRID_TOPICS = [
  'Design',
  'UX',
  'Java',
  'SEO',
  'Python',
  'Digital Media',
  'Software Development',
]

export function TopicTags({ topics = GRID_TOPICS }: { topics?: readonly string[] }) {
  return (
    <ul className="topic-tags" aria-label="Popular topics">
      {topics.map((topic) => (
        <li key={topic}>
          <Link className="topic-tags__tag" to={paths.search(topic)}>
            {topic}
          </Link>
        </li>
      ))}
    </ul>
  )
}
