import Link from 'next/link'

import { JsonLd } from '@/components/JsonLd'
import { PageTitle } from '@/components/PageTitle'
import { Section } from '@/components/Section'
import { SiteFormView } from '@/components/SiteForm'
import { categoryLabel, salaryRange, timeTypeLabel } from '@/content/jobLabels'
import type { Job } from '@/payload-types'
import { longDate } from '@/utilities/dates'
import { serverUrl } from '@/utilities/serverUrl'

import styles from './styles.module.css'
import { RichText, richTextPlain } from '@/components/RichText'

const EMPLOYMENT_TYPE = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
} as const

/** schema.org JobPosting, so search engines can list the role with its pay and place. */
function jobPosting(job: Job, organization: string) {
  const remote = /remote/i.test(job.location)
  const { min, max } = job.salary ?? {}
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: richTextPlain(job.description),
    datePosted: job.publishedAt ?? job.createdAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPE[job.timeType],
    hiringOrganization: { '@type': 'Organization', name: organization, sameAs: serverUrl() },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.location,
              addressCountry: 'US',
            },
          },
        }),
    ...(min || max
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: {
              '@type': 'QuantitativeValue',
              minValue: min ?? max,
              maxValue: max ?? min,
              unitText: 'YEAR',
            },
          },
        }
      : {}),
  }
}

/** A role's page: what it is, the facts, and the application form beside it while it is open. */
export function JobDetails({ job, organization }: { job: Job; organization: string }) {
  const salary = salaryRange(job.salary)
  const posted = job.publishedAt ?? job.createdAt
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle
          title={job.title}
          pageTitle={job.title}
          parent={{ label: 'Careers', href: '/career' }}
        />
      </Section>
      <Section>
        <div className={`with-aside ${styles.layout}`}>
          <article className={styles.main}>
            <dl className={`card-tinted fact-list ${styles.facts}`}>
              <div>
                <dt>Team</dt>
                <dd>{categoryLabel(job.category)}</dd>
              </div>
              <div>
                <dt>Type</dt>
                <dd>{timeTypeLabel(job.timeType)}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{job.location}</dd>
              </div>
              {salary && (
                <div>
                  <dt>Salary</dt>
                  <dd>{salary}</dd>
                </div>
              )}
              <div>
                <dt>Posted</dt>
                <dd>
                  <time dateTime={posted}>{longDate(posted)}</time>
                </dd>
              </div>
            </dl>
            <p className={styles.summary}>{job.summary}</p>
            <div className={`prose ${styles.body}`}>
              <RichText data={job.description} empty={<p>This role has no description yet.</p>} />
            </div>
          </article>
          <aside className={styles.apply} aria-labelledby="apply-heading">
            {job.open ? (
              <>
                <h2 id="apply-heading">Apply for this role</h2>
                <p className={styles.note}>We read every application and reply within two weeks.</p>
                <SiteFormView form={job.applicationForm} prefill={{ role: job.title }} />
              </>
            ) : (
              <>
                <h2 id="apply-heading">This role is filled</h2>
                <p className={styles.note}>
                  Thank you for your interest. See the <Link href="/career">roles open now</Link>.
                </p>
              </>
            )}
          </aside>
        </div>
      </Section>
      {job.open && <JsonLd data={jobPosting(job, organization)} />}
    </>
  )
}
