import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'
import { WEB_IMAGE_TYPES } from '@/security/fileKinds'
import { refuseMislabelledFiles } from '@/security/refuseMislabelledFiles'
import { dataFolders } from '@/utilities/dataFolders'
import { revalidateSiteAfterDelete, revalidateSiteAfterUpdate } from '@/utilities/revalidateSite'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
  },
  access: publicContentAccess,
  hooks: {
    beforeValidate: [refuseMislabelledFiles],
    afterChange: [revalidateSiteAfterUpdate],
    afterDelete: [revalidateSiteAfterDelete],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for people who cannot see it.' },
    },
  ],
  upload: {
    staticDir: dataFolders().media,
    mimeTypes: WEB_IMAGE_TYPES,
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 300 },
      { name: 'small', width: 640 },
      { name: 'medium', width: 1024 },
      { name: 'large', width: 1600 },
      { name: 'og', width: 1200, height: 630, crop: 'center' },
    ],
  },
}
