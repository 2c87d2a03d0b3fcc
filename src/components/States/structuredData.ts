import type { StateFee } from '@/payload-types'
import { STATES_PATH, statePath } from '@/states/links'
import { serverUrl } from '@/utilities/serverUrl'

type Crumb = { name: string; path: string }

/** schema.org BreadcrumbList from Home down to the page. */
export const breadcrumbList = (crumbs: Crumb[]) => ({
  '@type': 'BreadcrumbList',
  itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.name,
    item: `${serverUrl()}${crumb.path}`,
  })),
})

export const statesCrumb: Crumb = { name: 'States', path: STATES_PATH }

/** A state's guide: a web page about the jurisdiction, with its breadcrumb. */
export const stateGuidePage = (record: StateFee, title: string, description: string) => ({
  '@type': 'WebPage',
  name: title,
  description,
  url: `${serverUrl()}${statePath(record.slug)}`,
  dateModified: record.updatedAt,
  about: {
    '@type': 'AdministrativeArea',
    name: record.name,
    containedInPlace: { '@type': 'Country', name: 'United States' },
  },
  breadcrumb: breadcrumbList([statesCrumb, { name: record.name, path: statePath(record.slug) }]),
})
