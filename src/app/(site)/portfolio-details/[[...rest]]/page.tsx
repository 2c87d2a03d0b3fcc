import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProjectDetails } from '@/components/ProjectDetails'
import { featuredProject } from '@/content/projects'
import { documentMetadata } from '@/utilities/metadata'

type Args = { params: Promise<{ rest?: string[] }> }

/**
 * The original site's single project page: now the featured project, with search engines pointed
 * at its own address. Rendered on first request (builds have no database), then from cache.
 */
export const dynamicParams = true
export const revalidate = false
export const generateStaticParams = () => []

export async function generateMetadata(): Promise<Metadata> {
  const project = await featuredProject()
  if (!project) return { title: 'Portfolio' }
  return documentMetadata({
    title: project.title,
    meta: project.meta,
    fallbackDescription: project.summary,
    path: `/portfolio/${project.slug}`,
    document: { collection: 'projects', id: project.id },
  })
}

export default async function PortfolioDetailsPage({ params }: Args) {
  if ((await params).rest?.length) notFound()
  const project = await featuredProject()
  if (!project) notFound()
  return <ProjectDetails project={project} crumb="Single Portfolio" />
}
