/**
 * What a page says about itself to browsers, search engines and link previews: the head tags
 * written from a page's meta (`head-tags`), the hook each page calls to declare it
 * (`use-page-meta`), and the rules for its texts and list addresses (`meta-text`).
 */
export {
  fullTitle,
  headTags,
  renderHeadHtml,
  SITE_NAME,
  type PageImage,
  type PageMeta,
} from './head-tags'
export { clipText, listingCanonical, listingMeta, metaDescription } from './meta-text'
export { PageMetaProvider, usePageMeta, type PageMetaCollector } from './use-page-meta'
