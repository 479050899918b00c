import { useCallback, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * State kept in the URL query (shareable, reloadable, Back returns to it). The router applies a
 * new URL in a transition, so the chosen value is shown at once until the URL catches up.
 */
export function useUrlState<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (value: T) => string,
): readonly [T, (next: T, options?: { replace?: boolean }) => void] {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const search = params.toString()
  const [pending, setPending] = useState<{ from: string; value: T } | null>(null)
  const fromUrl = useMemo(() => parse(new URLSearchParams(search)), [parse, search])
  const value = pending && pending.from === search ? pending.value : fromUrl
  const go = useCallback(
    (next: T, options?: { replace?: boolean }) => {
      setPending({ from: search, value: next })
      const nextSearch = serialize(next)
      // The same view again (a choice made twice, or replayed as the page went live) adds no
      // history entry: Back must not land on the page it leaves.
      const isSame = nextSearch === `?${search}`
      void navigate(
        { search: nextSearch },
        { replace: options?.replace ?? isSame, preventScrollReset: true },
      )
    },
    [navigate, search, serialize],
  )
  return [value, go] as const
}
