import type { Project } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { findBySlug } from './published'
import { getPayloadClient } from '@/utilities/payload'

/** What a portfolio card shows. */
export type ProjectCard = Pick<Project, 'id' | 'title' | 'slug' | 'category' | 'tags' | 'image'>

/** Published projects, newest first, as the portfolio grids show them. */
export const latestProjects = (limit: number): Promise<ProjectCard[]> =>
  cachedQuery(['projects', 'latest', String(limit)], [listTag('projects')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      sort: '-publishedAt',
      limit,
      depth: 1,
      select: { title: true, slug: true, category: true, tags: true, image: true },
      overrideAccess: false,
    })
    return docs as ProjectCard[]
  })

export const findProject = (slug: string, draft = false) => findBySlug('projects', slug, draft)

/** The titles and paths of the projects before and after one, for the links under it. */
export const projectNeighbours = (slug: string) =>
  cachedQuery(['projects', 'neighbours', slug], [listTag('projects')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      sort: '-publishedAt',
      pagination: false,
      select: { title: true, slug: true },
      overrideAccess: false,
    })
    const at = docs.findIndex((doc) => doc.slug === slug)
    // A draft (staff preview) is not among the published projects: it has no neighbours.
    if (at < 0) return { newer: null, older: null }
    const pick = (doc?: { title: string; slug: string }) =>
      doc ? { title: doc.title, slug: doc.slug } : null
    return { newer: pick(docs[at - 1]), older: pick(docs[at + 1]) }
  })

/** The newest featured project (else the newest), which /portfolio-details shows. */
export const featuredProject = async (): Promise<Project | null> => {
  const slug = await cachedQuery(['projects', 'featured'], [listTag('projects')], async () => {
    const payload = await getPayloadClient()
    const newest = async (where = {}) =>
      (
        await payload.find({
          collection: 'projects',
          where,
          sort: '-publishedAt',
          limit: 1,
          select: { slug: true },
          overrideAccess: false,
        })
      ).docs[0]?.slug ?? null
    return (await newest({ featured: { equals: true } })) ?? (await newest())
  })
  return slug ? findProject(slug) : null
}
