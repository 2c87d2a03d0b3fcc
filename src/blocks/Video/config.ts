import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'
import { videoField } from '@/fields/video'

/**
 * Videos behind a thumbnail: one large feature video, or a row of cards (classes, lessons,
 * episodes) that each open their own. A click opens the player in a dialog; until then the page
 * shows only the picture.
 */
export const VideoConfig: Block = {
  slug: 'video',
  dbName: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: blockAdmin({
    slug: 'video',
    description: 'One large video behind its thumbnail, or a row of video cards; a click plays it.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({ defaults: { title: 'See it in action' } }),
    {
      name: 'layout',
      type: 'select',
      dbName: 'video_layout',
      required: true,
      defaultValue: 'single',
      options: [
        { label: 'Single: one large video', value: 'single' },
        { label: 'Cards: a video per card, with a title and text', value: 'cards' },
      ],
    },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      admin: {
        condition: whenSibling({ layout: 'single' }, { orUnset: true }),
        description: 'The picture under the play button, 16:9, e.g. 1280 × 720.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { layout?: string } }) =>
        (siblingData.layout ?? 'single') !== 'single' || Boolean(value) || 'Choose a thumbnail.',
    },
    videoField({ condition: (_, siblingData) => (siblingData?.layout ?? 'single') === 'single' }),
    {
      name: 'items',
      type: 'array',
      dbName: 'video_items',
      label: 'Video cards',
      maxRows: 6,
      admin: {
        components: rowLabel('Video', 'title'),
        condition: whenSibling({ layout: 'cards' }),
        initCollapsed: true,
      },
      validate: (value: unknown, { siblingData }: { siblingData: { layout?: string } }) =>
        siblingData.layout !== 'cards' ||
        (Array.isArray(value) && value.length > 0) ||
        'Add at least one video card.',
      fields: [
        { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        videoField(),
      ],
    },
  ],
}
