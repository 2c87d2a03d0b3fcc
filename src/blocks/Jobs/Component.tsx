import { Icon } from '@/components/Icon'
import Link from 'next/link'

import { JOB_CATEGORIES } from '@/collections/Jobs/options'
import { FilterList } from '@/components/islands'
import { SectionHeading } from '@/components/SectionHeading'
import { categoryLabel, salaryRange, timeTypeLabel } from '@/content/jobLabels'
import { openJobs } from '@/content/jobs'
import type { JobsBlock } from '@/payload-types'

import styles from './styles.module.css'

const FILTERS = JOB_CATEGORIES.map(({ label, value }) => ({ label, value }))

export async function JobsView({ eyebrow, title, intro, emptyMessage }: JobsBlock) {
  const jobs = await openJobs()
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {jobs.length === 0 ? (
        <p className={styles.empty}>
          {emptyMessage} <Link href="/contact">Write to us</Link>.
        </p>
      ) : (
        <FilterList
          label="Filter roles by team"
          filters={FILTERS}
          param="category"
          noun={{ one: 'role', other: 'roles' }}
        >
          <ul className={`card-list ${styles.list}`}>
            {jobs.map((job) => {
              const salary = salaryRange(job.salary)
              return (
                <li
                  key={job.id}
                  className={`card-surface card-lift ${styles.card}`}
                  data-tags={job.category}
                >
                  <span className={`pill ${styles.badge}`}>{categoryLabel(job.category)}</span>
                  <h3 className={`card-link ${styles.title}`}>
                    <Link href={`/career/${job.slug}`}>{job.title}</Link>
                  </h3>
                  <p className={styles.summary}>{job.summary}</p>
                  <ul className={styles.facts} aria-label="About the role">
                    <li>
                      <Icon name="clock" size={16} />
                      {timeTypeLabel(job.timeType)}
                    </li>
                    <li>
                      <Icon name="map-pin" size={16} />
                      {job.location}
                    </li>
                    {salary && (
                      <li>
                        <Icon name="dollar-sign" size={16} />
                        {salary}
                      </li>
                    )}
                  </ul>
                  <Link
                    href={`/career/${job.slug}`}
                    className={styles.more}
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    View role <Icon name="arrow-right" size={16} />
                  </Link>
                </li>
              )
            })}
          </ul>
        </FilterList>
      )}
    </>
  )
}
