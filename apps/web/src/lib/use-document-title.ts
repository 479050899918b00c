import { useEffect } from 'react'

/** Sets `Title — Learnlane` (and the meta description when given) while the page is shown. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Learnlane` : 'Learnlane'
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
      if (!meta) {
        meta = document.createElement('meta')
        meta.name = 'description'
        document.head.append(meta)
      }
      meta.content = description
    }
  }, [title, description])
}
