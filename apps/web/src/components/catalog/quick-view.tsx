import type { CourseSummary } from '@app/domain/catalog'
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { CourseCardSlotsProvider } from './course-card-slots'

const QuickViewDialog = lazy(() =>
  import('./quick-view-dialog').then((m) => ({ default: m.QuickViewDialog })),
)

interface QuickViewProviderProps {
  /** The courses on the page; the quick-view item defaults to the first (SPEC section 3). */
  courses: readonly CourseSummary[]
  children: ReactNode
}

/** Gives every card below a Quick view button opening one shared, accessible dialog. */
export function QuickViewProvider({ courses, children }: QuickViewProviderProps) {
  const [chosen, setChosen] = useState<CourseSummary | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const course = chosen ?? courses[0] ?? null
  const onQuickView = useCallback((c: CourseSummary) => {
    setChosen(c)
    setIsOpen(true)
    setHasOpened(true)
  }, [])
  const close = useCallback(() => setIsOpen(false), [])
  const slots = useMemo(() => ({ onQuickView }), [onQuickView])
  return (
    <CourseCardSlotsProvider value={slots}>
      {children}
      {course && hasOpened ? (
        <Suspense fallback={null}>
          <QuickViewDialog course={course} isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </CourseCardSlotsProvider>
  )
}
