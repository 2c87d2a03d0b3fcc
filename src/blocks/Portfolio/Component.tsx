import { Icon } from '@/components/Icon'
import Link from 'next/link'

import { PROJECT_CATEGORIES, PROJECT_TAGS } from '@/collections/Projects/options'
import { FilterList } from '@/components/islands'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import { latestProjects } from '@/content/projects'
import type { PortfolioBlock } from '@/payload-types'

import styles from './styles.module.css'

type Layout = PortfolioBlock['layout']

const LAYOUTS: Record<
  Layout,
  { limit: number; filters: string[]; delayMs: number; sizes: string }
> = {
  classic: {
    limit: 7,
    filters: ['website', 'branding', 'commercial', 'digital-art', 'ui-ux-design'],
    delayMs: 0,
    sizes: '(max-width: 700px) 100vw, 600px',
  },
  modern: {
    limit: 9,
    filters: ['website', 'branding', 'design'],
    delayMs: 0,
    sizes: '(max-width: 700px) 100vw, (max-width: 1000px) 50vw, 400px',
  },
  // The minimal portfolio waits a second before re-arranging, as the original design does.
  minimal: {
    limit: 3,
    filters: ['website', 'branding', 'design'],
    delayMs: 1000,
    sizes: '(max-width: 900px) 100vw, 900px',
  },
}

const label = (options: readonly { label: string; value: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

export async function PortfolioView(props: PortfolioBlock) {
  const { eyebrow, title, intro, layout, filters, limit, allLabel, showFilters } = props
  const preset = LAYOUTS[layout]
  const projects = await latestProjects(limit ?? preset.limit)
  const tags = filters?.length ? filters : preset.filters
  const grid = (
    <ul className={`card-list ${styles.grid} ${styles[layout]}`}>
      {projects.map((project) => (
        <li
          key={project.id}
          className={`card-surface card-lift ${styles.card}`}
          data-tags={project.tags.join(' ')}
        >
          <Media
            resource={project.image}
            sizes={preset.sizes}
            className={`card-media ${styles.image}`}
          />
          <div className={styles.body}>
            <p className={styles.category}>{label(PROJECT_CATEGORIES, project.category)}</p>
            <h3 className={styles.title}>{project.title}</h3>
            <Link href={`/portfolio/${project.slug}`} className={styles.more}>
              View more<span className="visually-hidden"> about {project.title}</span>
              <Icon name="arrow-right" size={16} />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {showFilters === false ? (
        grid
      ) : (
        <FilterList
          label="Filter projects"
          filters={tags.map((tag) => ({ label: label(PROJECT_TAGS, tag), value: tag }))}
          allLabel={allLabel || 'Show All'}
          delayMs={preset.delayMs}
          orientation={layout === 'minimal' ? 'column' : 'row'}
          noun={{ one: 'project', other: 'projects' }}
        >
          {grid}
        </FilterList>
      )}
    </>
  )
}
