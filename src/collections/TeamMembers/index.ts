import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'

import { revalidateSiteAfterChange, revalidateSiteAfterDelete } from '@/utilities/revalidateSite'

const PROFILE_URL = /^https:\/\/\S+$/

/** The people behind the service, kept once and shown by Team blocks on any page. */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team members' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'order', 'updatedAt'],
    listSearchableFields: ['name', 'role'],
    group: 'Content',
    description: 'Shown by Team sections, in the order below (lowest first).',
  },
  defaultSort: 'order',
  access: publicContentAccess,
  hooks: { afterChange: [revalidateSiteAfterChange], afterDelete: [revalidateSiteAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'role',
          type: 'text',
          required: true,
          admin: {
            width: '50%',
            description: 'Their job in a few words, e.g. "Filing specialist".',
          },
        },
      ],
    },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A square portrait reads best; its alt text names the person.' },
    },
    {
      name: 'bio',
      type: 'textarea',
      maxLength: 280,
      admin: { description: 'One or two sentences on what they help founders with.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'profileUrl',
          type: 'text',
          label: 'Profile link',
          admin: {
            width: '50%',
            description: 'Optional public profile, e.g. https://www.linkedin.com/in/name.',
          },
          validate: (value: string | null | undefined) =>
            !value || PROFILE_URL.test(value) || 'A full address starting with https://.',
        },
        {
          name: 'order',
          type: 'number',
          defaultValue: 100,
          admin: {
            width: '50%',
            step: 1,
            description: 'Lower numbers come first, e.g. 10 for the founder.',
          },
        },
      ],
    },
  ],
  timestamps: true,
}
