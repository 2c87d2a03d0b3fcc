import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LivePreviewListener } from '@/components/LivePreviewListener'
import { ProjectDetails } from '@/components/ProjectDetails'
import { findProject } from '@/content/projects'
import { documentMetadata } from '@/utilities/metadata'
import { isStaffPreview } from '@/content/staffPreview'

type Args = { params: Promise<{ slug: string }> }

// Rendered on first request (the build reads no database) and served from cache; a change to the
// project expires its tag.
export const dynamicParams = true
export const revalidate = false

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const draft = await isStaffPreview()
  const project = await findProject((await params).slug, draft)
  if (!project) return { title: 'Page not found' }
  return documentMetadata({
    title: project.title,
    meta: project.meta,
    fallbackDescription: project.summary,
    path: `/portfolio/${project.slug}`,
    document: { collection: 'projects', id: project.id },
  })
}

export default async function ProjectPage({ params }: Args) {
  const draft = await isStaffPreview()
  const { slug } = await params
  const project = await findProject(slug, draft)
  if (!project) notFound()
  return (
    <>
      {draft && <LivePreviewListener />}
      <ProjectDetails project={project} />
    </>
  )
}
