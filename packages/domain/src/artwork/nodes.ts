import { escapeHtml, escapeXml } from '../markup/index'

/**
 * Artwork as plain data: SVG elements with their attributes, which the web app turns into React
 * elements and the server into SVG text (`svgMarkup`). Attribute names are SVG's own
 * (`fill-opacity`, `stop-color`).
 */

/** One element of a drawing: its SVG tag, its attributes, and what it holds. */
export interface ArtElement {
  readonly tag: string
  readonly attrs: Readonly<Record<string, string | number>>
  /** Elements and text inside it; without `children` the element is empty (`<rect/>`). */
  readonly children?: readonly ArtNode[]
}

/** An element, or text inside a `<text>` or `<tspan>`. */
export type ArtNode = ArtElement | string

/** The SVG text of `nodes`, in order. */
export function svgMarkup(nodes: readonly ArtNode[]): string {
  let out = ''
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += escapeXml(node)
      continue
    }
    let attrs = ''
    for (const [name, value] of Object.entries(node.attrs))
      attrs += ` ${name}="${escapeHtml(String(value))}"`
    out += node.children
      ? `<${node.tag}${attrs}>${svgMarkup(node.children)}</${node.tag}>`
      : `<${node.tag}${attrs}/>`
  }
  return out
}
