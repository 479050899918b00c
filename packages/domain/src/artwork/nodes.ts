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

/** Text for XML content and attributes; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing exactly these characters
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** An attribute's value inside double quotes (ids, numbers, colours and font lists). */
const attributeValue = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

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
      attrs += ` ${name}="${attributeValue(value)}"`
    out += node.children
      ? `<${node.tag}${attrs}>${svgMarkup(node.children)}</${node.tag}>`
      : `<${node.tag}${attrs}/>`
  }
  return out
}
