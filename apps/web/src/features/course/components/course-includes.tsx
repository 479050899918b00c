import type { LucideIcon } from 'lucide-react'

export interface IncludeItem {
  icon: LucideIcon
  text: string
}

/** 'This course includes' list of the course sidebar. */
export function CourseIncludes({ items }: { items: readonly IncludeItem[] }) {
  return (
    <div className="course-includes">
      <h2 className="course-includes__title">This course includes:</h2>
      <ul>
        {items.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon aria-hidden="true" size={18} />
            {text}
          </li>
        ))}
      </ul>
    </div>
  )
}
