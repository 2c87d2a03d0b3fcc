import { Icon } from '@/components/Icon'
import Link from 'next/link'

import { PROJECT_CATEGORIES } from '@/collections/Projects/options'
import { Media } from '@/components/Media'
import { PageTitle } from '@/components/PageTitle'
import { Section } from '@/components/Section'
import { projectNeighbours } from '@/content/projects'
import type { Project } from '@/payload-types'

import styles from './styles.module.css'

type Props = {
  project: Project
  /** The last breadcrumb, e.g. "Single Portfolio" on /portfolio-details; else the title. */
  crumb?: string
}

/** A project's page: the image, the facts, what we did and what it changed. */
export async function ProjectDetails({ project, crumb }: Props) {
  const { newer, older } = await projectNeighbours(project.slug)
  const category = PROJECT_CATEGORIES.find((option) => option.value === project.category)?.label
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle
          title={project.title}
          pageTitle={project.title}
          crumb={crumb}
          parent={{ label: 'Portfolio', href: '/portfolio' }}
        />
      </Section>
      <Section>
        <Media
          resource={project.image}
          sizes="(max-width: 1240px) 100vw, 1200px"
          className={styles.image}
          priority
        />
        <div className={`with-aside ${styles.layout}`}>
          <div>
            <p className={styles.summary}>{project.summary}</p>
            {/* A draft may have no overview yet (drafts skip required fields). */}
            {project.overview && (
              <>
                <h2>Overview</h2>
                {project.overview.split(/\n{2,}/).map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
              </>
            )}
            {project.workDone && project.workDone.length > 0 && (
              <>
                <h2>Work done</h2>
                <ul className={`icon-list ${styles.work}`}>
                  {project.workDone.map(({ id, item }) => (
                    <li key={id}>
                      <Icon name="check" size={18} />
                      {item}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {project.results && project.results.length > 0 && (
              <>
                <h2>Results</h2>
                <ul className={styles.results}>
                  {project.results.map(({ id, figure, label }) => (
                    <li key={id}>
                      <strong>{figure}</strong> {label}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <dl className={`card-tinted fact-list ${styles.facts}`}>
            <div>
              <dt>Client</dt>
              <dd>{project.client}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{category}</dd>
            </div>
            {project.duration && (
              <div>
                <dt>Duration</dt>
                <dd>{project.duration}</dd>
              </div>
            )}
            {project.website && (
              <div>
                <dt>Website</dt>
                <dd>
                  <a href={project.website} target="_blank" rel="noopener noreferrer">
                    {new URL(project.website).host}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </div>
        <nav className={styles.pager} aria-label="More projects">
          {newer ? (
            <Link href={`/portfolio/${newer.slug}`} rel="prev">
              <Icon name="arrow-left" size={16} /> {newer.title}
            </Link>
          ) : (
            <span />
          )}
          {older && (
            <Link href={`/portfolio/${older.slug}`} rel="next">
              {older.title} <Icon name="arrow-right" size={16} />
            </Link>
          )}
        </nav>
      </Section>
    </>
  )
}
