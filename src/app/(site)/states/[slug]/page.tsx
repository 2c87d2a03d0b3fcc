import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RichTextView } from '@/blocks/RichText/Component'
import { JsonLd } from '@/components/JsonLd'
import { PageTitle } from '@/components/PageTitle'
import { Section } from '@/components/Section'
import { inState } from '@/components/States/format'
import { StateGuide } from '@/components/States/Guide'
import { stateGuidePage } from '@/components/States/structuredData'
import { getSiteGlobals } from '@/content/globals'
import { stateRecord } from '@/content/states'
import { SLUG } from '@/utilities/slugify'
import type { StateFee } from '@/payload-types'
import { isoToday } from '@/states/comparison'
import { entityCosts } from '@/states/costs'
import { STATES_PATH, statePath } from '@/states/links'
import { documentMetadata } from '@/utilities/metadata'
import { formatDollars } from '@/utilities/money'
import { agentRenewalPriceOf } from '@/utilities/siteSettings'

type Args = { params: Promise<{ slug: string }> }

// Rendered on a state's first request (the build reads no database) and kept until staff edit a
// state (`list:state-fees`); rendered again daily at most, so the due dates "for a company formed
// today" move on with the calendar.
export const dynamicParams = true
export const revalidate = 86400
export const generateStaticParams = () => []

const find = async (slug: string) => (SLUG.test(slug) ? stateRecord(slug) : null)

const titleOf = (record: StateFee) =>
  `Form an LLC in ${inState(record.name)}: fees, annual report and deadlines`

function descriptionOf(record: StateFee): string {
  const fee = (amount: number | null) => (amount == null ? 'unknown' : formatDollars(amount))
  const llc = entityCosts(record, 'llc')
  return `${record.name} charges ${fee(llc.filing.amount)} to form an LLC, ${fee(record.corporation)} for a C Corporation and ${fee(record.nonprofit)} for a Nonprofit. What the first year and each year after cost, when reports are due and the state's naming rules, each figure with its source.`
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const record = await find((await params).slug)
  if (!record) return { title: 'Page not found' }
  return documentMetadata({
    title: titleOf(record),
    fallbackDescription: descriptionOf(record),
    path: statePath(record.slug),
    document: { collection: 'state-fees', id: record.id },
  })
}

export default async function StatePage({ params }: Args) {
  const record = await find((await params).slug)
  if (!record) notFound()
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle
          pageTitle={`Forming a company in ${inState(record.name)}`}
          crumb={record.name}
          parent={{ label: 'States', href: STATES_PATH }}
        />
      </Section>
      <StateGuide
        record={record}
        agentRenewalPrice={agentRenewalPriceOf((await getSiteGlobals()).settings)}
        today={isoToday()}
        introduction={
          record.introduction && <RichTextView blockType="richText" content={record.introduction} />
        }
      />
      <JsonLd data={stateGuidePage(record, titleOf(record), descriptionOf(record))} />
    </>
  )
}
