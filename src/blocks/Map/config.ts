import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/** The office at 1201 N Orange St, Wilmington, DE 19801. */
export const OFFICE_LATITUDE = 39.7459
export const OFFICE_LONGITUDE = -75.5466

/**
 * Where the office is: a drawn map (or an image staff upload) and a link that opens the spot in
 * OpenStreetMap. Nothing is loaded from a map service, so the page renders the same offline.
 */
export const MapConfig: Block = {
  slug: 'map',
  dbName: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Map', plural: 'Maps' },
  admin: blockAdmin({
    slug: 'map',
    description: 'A drawn map of the office and a link that opens it in OpenStreetMap.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: { eyebrow: 'Find us', title: 'Visit our office in Wilmington' },
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Empty: the drawn map of the streets around 1201 N Orange St. Upload a map image (e.g. a screenshot you may use) if the office moves.',
      },
    },
    {
      name: 'alt',
      type: 'text',
      label: 'Map description',
      defaultValue:
        'Map of downtown Wilmington: our office at 1201 N Orange St, on the corner of Orange and West 12th Street.',
      admin: { description: 'What the map shows, read aloud to visitors who cannot see it.' },
    },
    {
      name: 'caption',
      type: 'text',
      admin: {
        description: 'Shown under the map. Empty: the address from the Footer’s contact details.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          required: true,
          defaultValue: OFFICE_LATITUDE,
          min: -90,
          max: 90,
          admin: { width: '50%', step: 0.0001, description: 'e.g. 39.7459' },
        },
        {
          name: 'longitude',
          type: 'number',
          required: true,
          defaultValue: OFFICE_LONGITUDE,
          min: -180,
          max: 180,
          admin: {
            width: '50%',
            step: 0.0001,
            description: 'e.g. -75.5466. Both open the "Open in OpenStreetMap" link.',
          },
        },
      ],
    },
  ],
}
