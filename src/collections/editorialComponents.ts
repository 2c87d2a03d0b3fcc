import type { CollectionConfig } from 'payload'

/**
 * The admin parts every scheduled, versioned collection (pages, posts, jobs, projects) shares:
 * the Publish menu that offers publishing first, and a Versions tab that says who made each version.
 */
export const editorialComponents = {
  edit: {
    beforeDocumentControls: ['@/components/admin/SchedulePublishFirst#SchedulePublishFirst'],
  },
  views: {
    edit: { versions: { Component: '@/components/admin/VersionsView#VersionsView' } },
  },
} satisfies NonNullable<CollectionConfig['admin']>['components']
