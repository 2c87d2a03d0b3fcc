import type { Config, Field, Plugin, Tab } from 'payload'

const SETTINGS = 'Settings'

/**
 * A document's edit form in tabs: what visitors read (Content), then where and how it is listed
 * (Settings). The SEO plugin adds its tab, which `settingsTabLast` puts between the two; the
 * path, dates and status stay in the sidebar (docs/content-editing.md).
 */
export const editorTabs = (content: Field[], settings: Field[]): Field => ({
  type: 'tabs',
  tabs: [
    { label: 'Content', fields: content },
    { label: SETTINGS, fields: settings },
  ],
})

const settingsLast = (tabs: Tab[]): Tab[] => [
  ...tabs.filter((tab) => tab.label !== SETTINGS),
  ...tabs.filter((tab) => tab.label === SETTINGS),
]

/** Content, SEO, Settings: run after the SEO plugin, which appends its tab at the end. */
export const settingsTabLast: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const [first, ...rest] = collection.fields
    if (first?.type !== 'tabs') return collection
    return { ...collection, fields: [{ ...first, tabs: settingsLast(first.tabs) }, ...rest] }
  }),
})
