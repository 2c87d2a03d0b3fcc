import type { Metadata } from 'next'

import { ENTITY_LABELS } from '@/collections/StateFees/vocabulary'
import { JsonLd } from '@/components/JsonLd'
import { PageTitle } from '@/components/PageTitle'
import { Section } from '@/components/Section'
import { ConfidenceLegend } from '@/components/States/ConfidenceLegend'
import { DatasetCredit } from '@/components/States/DatasetCredit'
import { StatesTable } from '@/components/States/StatesTable'
import { breadcrumbList, statesCrumb } from '@/components/States/structuredData'
import { stateRecords } from '@/content/states'
import { isoToday, stateRow } from '@/states/comparison'
import { STATES_PATH } from '@/states/links'
import { parseView, sortRows, viewHref } from '@/states/sorting'
import { documentMetadata } from '@/utilities/metadata'
import { serverUrl } from '@/utilities/serverUrl'

import styles from './page.module.css'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const TITLE = 'Compare all 50 states and DC'

// Rendered per request, since the query picks the entity type and the order (with or without
// JavaScript); the records come from the data cache (`list:state-fees`), so a render is 51 rows
// of arithmetic. Every view has the one canonical address /states.
export const metadata: Metadata = documentMetadata({
  title: 'State filing fees, annual reports and yearly costs compared',
  fallbackDescription:
    'LLC, C Corporation and Nonprofit filing fees, first-year and yearly costs, annual report deadlines and expedite options in all 50 states and DC, each figure with its source.',
  path: STATES_PATH,
})

export default async function StatesPage({ searchParams }: Args) {
  const view = parseView(await searchParams)
  const today = isoToday()
  const rows = (await stateRecords()).map((record) => stateRow(record, view.entity, today))
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle pageTitle={TITLE} crumb="States" />
      </Section>
      <Section>
        <p className={styles.lead}>
          What forming a company costs in each state, what keeping it costs each year, when the
          report is due and how fast the state can file. Choose a state for its guide: every figure
          there names the page it was read on and the day.
        </p>
        <StatesTable
          key={viewHref(STATES_PATH, view)}
          rows={sortRows(rows, view.sort, view.dir)}
          view={view}
          entityLabel={ENTITY_LABELS[view.entity]}
        />
        <div className={styles.notes}>
          <p>
            First year: the filing fee, the first report and the first year&apos;s state tax. Each
            year after: the report (a report due every two years counts half) and the yearly tax.
            Report due: for a company formed today.
          </p>
          <ConfidenceLegend />
        </div>
        <DatasetCredit />
      </Section>
      <JsonLd
        data={{
          '@type': 'CollectionPage',
          name: TITLE,
          url: `${serverUrl()}${STATES_PATH}`,
          breadcrumb: breadcrumbList([statesCrumb]),
        }}
      />
    </>
  )
}
