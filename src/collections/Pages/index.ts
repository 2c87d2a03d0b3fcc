import type { Block, CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { editedByField } from '@/fields/editedBy'
import { versionHistoryField } from '@/fields/versionHistory'
import { editorTabs } from '@/fields/editorTabs'
import { publishedAtField } from '@/fields/publishedAt'
import { publishingColumn } from '@/fields/publishing'
import { sectionMenuField } from '@/fields/sectionMenu'
import { slugField, aliasesField } from '@/fields/slug'
import { SITE_ROUTES } from '@/utilities/paths'
import { previewPath } from '@/utilities/preview'

import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'
import { editorialComponents } from '../editorialComponents'

/**
 * Pages built from blocks. The blocks sit above collections (their views render components), so
 * the list is handed in where the layers meet, payload.config.ts (docs/architecture.md).
 */
export const pagesCollection = (blocks: Block[]): CollectionConfig<'pages'> => ({
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'publishing', 'updatedAt'],
    group: 'Content',
    livePreview: { url: ({ data }) => previewPath(data?.slug) },
    preview: (data) => previewPath(data?.slug as string | undefined),
    components: editorialComponents,
  },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultPopulate: { title: true, slug: true },
  // Deleting moves a document to the trash, where admins restore or remove it for good.
  trash: true,
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageDelete],
  },
  fields: [
    editorTabs(
      [
        { name: 'title', type: 'text', required: true },
        {
          name: 'layout',
          type: 'blocks',
          label: 'Sections',
          // Lowercase: Payload writes the button as "Add {singular}", so it reads "Add section".
          labels: { singular: 'section', plural: 'sections' },
          required: true,
          blocks,
          admin: {
            description: 'The page from top to bottom, one section per block.',
            components: { afterInput: ['@/components/admin/BlockDescriptions#BlockDescriptions'] },
          },
        },
      ],
      [aliasesField(), sectionMenuField],
    ),
    slugField(undefined, SITE_ROUTES),
    {
      name: 'hideFromSearchEngines',
      label: 'Hide from search engines',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'The page still answers at its address, but search engines are asked not to list it, and it leaves the sitemap and the site search. For pages not about our business, e.g. the template home pages.',
      },
    },
    publishedAtField(),
    editedByField(),
    versionHistoryField(),
    publishingColumn(),
  ],
})
