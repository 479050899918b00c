import type { ArtNode, ArtOptions } from '@app/domain/artwork'
import { createElement, Fragment, useId, type ReactNode } from 'react'

/** The font of the covers' text: the site's own. */
export const COVER_FONT = 'Inter Variable, system-ui, sans-serif'

/** Ids for one drawn cover's definitions, unique in the page (several covers share one page). */
export function useArtOptions(): ArtOptions {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  return { id: (definition) => `${definition}-${uid}`, fontFamily: COVER_FONT }
}

/** `fill-opacity` -> `fillOpacity`: React's name for an SVG attribute. */
const propName = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function toReact(node: ArtNode): ReactNode {
  if (typeof node === 'string') return node
  const props: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(node.attrs)) props[propName(name)] = value
  return createElement(node.tag, props, ...(node.children ?? []).map(toReact))
}

/** A drawing from `@app/domain/artwork` as React elements, in order. */
export const artElements = (nodes: readonly ArtNode[]): ReactNode =>
  createElement(Fragment, null, ...nodes.map(toReact))
