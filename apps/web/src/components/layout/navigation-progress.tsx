import { useNavigation } from 'react-router'

/** Thin bar along the top while the next page (its code or data) loads. */
export function NavigationProgress() {
  const { state } = useNavigation()
  return (
    <div
      className="nav-progress"
      data-active={state === 'loading' || undefined}
      aria-hidden="true"
    />
  )
}
