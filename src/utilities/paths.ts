export const HOME_SLUG = 'index'

/** First path segments the site answers itself, which no page's slug may take. */
export const SITE_ROUTES = ['search', 'states', 'order', 'next']

/** The slug a URL path segment list stands for: `/` is the home page. */
export const slugFromSegments = (segments: string[] | undefined): string =>
  segments && segments.length > 0 ? segments.join('/') : HOME_SLUG

/** The public path of a page slug. */
export const pathForSlug = (slug: string): string => (slug === HOME_SLUG ? '/' : `/${slug}`)

const SECTIONS: Record<string, string> = {
  posts: 'blog',
  jobs: 'career',
  projects: 'portfolio',
  services: 'service',
  'state-fees': 'states',
}

/** Where a document of a public collection lives: pages by slug, the others by section. */
export const publicPath = (collection: string, slug: string): string =>
  collection in SECTIONS ? `/${SECTIONS[collection]}/${slug}` : pathForSlug(slug)

/** A document's edit view in the admin (ids are public: the REST API answers with them). */
export const adminEditPath = (collection: string, id: number | string): string =>
  `/admin/collections/${collection}/${encodeURIComponent(String(id))}`
