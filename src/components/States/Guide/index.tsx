import type { ReactNode } from 'react'

import type { AccordionItem } from '@/components/Accordion'
import { Accordion } from '@/components/islands'
import { Section } from '@/components/Section'
import type { Faq, StateFee } from '@/payload-types'
import { paragraphs } from '@/utilities/paragraphs'

import { DatasetCredit } from '../DatasetCredit'
import { inState } from '../format'
import { AgentRequirements } from './AgentRequirements'
import { Costs } from './Costs'
import { Names } from './Names'
import { Obligations } from './Obligations'
import { OfficialLinks } from './OfficialLinks'
import styles from './styles.module.css'
import { Timing } from './Timing'
import { WhatWeAsk } from './WhatWeAsk'

type Props = {
  record: StateFee
  /** Staff's introduction, drawn by the site's rich text view. */
  introduction?: ReactNode
  today: string
  /** Our registered agent's yearly price after the free year (Site settings). */
  agentRenewalPrice: number
}

const questionItems = (questions: StateFee['questions']): AccordionItem[] =>
  (questions ?? [])
    .filter((q): q is Faq => typeof q === 'object' && q !== null)
    .map((q) => ({
      id: String(q.id),
      title: q.question,
      content: paragraphs(q.answer).map((p, i) => <p key={i}>{p}</p>),
    }))

function Part({
  id,
  title,
  children,
  tinted,
}: {
  id: string
  title: string
  children: ReactNode
  tinted?: boolean
}) {
  return (
    <Section id={id} background={tinted ? 'tinted' : 'plain'} spacing="compact">
      <h2 className={styles.title}>{title}</h2>
      {children}
    </Section>
  )
}

/** A state's guide: staff's introduction and questions, then the facts of its record. */
export function StateGuide({ record, introduction, today, agentRenewalPrice }: Props) {
  const questions = questionItems(record.questions)
  const name = record.name
  return (
    <>
      {(introduction || questions.length > 0) && (
        <Section spacing="compact">
          <div className={styles.guide}>
            {introduction}
            {questions.length > 0 && <Accordion items={questions} />}
          </div>
        </Section>
      )}
      <Part id="costs" title={`What forming a company in ${inState(name)} costs`}>
        <Costs record={record} />
      </Part>
      <Part id="timing" title="How long it takes" tinted>
        <Timing record={record} />
      </Part>
      <Part id="every-year" title="Staying in good standing every year">
        <Obligations record={record} today={today} />
      </Part>
      <Part id="names" title="Naming your company" tinted>
        <Names record={record} />
      </Part>
      <Part id="what-we-ask" title="What we will ask you after payment">
        <WhatWeAsk record={record} />
      </Part>
      <Part id="registered-agent" title={`Your registered agent in ${name}`} tinted>
        <AgentRequirements record={record} price={agentRenewalPrice} />
      </Part>
      <Part id="links" title={`${name}: the state's own pages`}>
        <OfficialLinks record={record} />
        <DatasetCredit />
      </Part>
    </>
  )
}
