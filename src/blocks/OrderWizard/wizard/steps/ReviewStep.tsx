'use client'

import { useFormContext, useWatch } from 'react-hook-form'

import { nameLabelOf } from '@/order/companyName'
import { agentOfferLine } from '@/order/agentService'
import { FEE_DIFFERENCE_SENTENCE } from '@/order/feeSettlement'
import {
  type ClientPackage,
  DESIGNATOR_LABELS,
  type Designator,
  feeColumn,
  PACKAGES,
} from '@/order/pricing'

import { AddOnChoices } from '../AddOnChoices'
import { PasswordField } from '../fields'
import type { StateOption, WizardInput } from '../form'
import { GoodStanding } from '../GoodStanding'
import { RemindersChoice } from '../RemindersChoice'
import { useStateFacts } from '../useStateFacts'

import styles from './ReviewStep.module.css'

type Section = { title: string; step: number; rows: [string, string][] }

export function ReviewStep({
  clientPackage,
  states,
  agentRenewalPrice,
  onEdit,
}: {
  clientPackage: ClientPackage
  states: StateOption[]
  agentRenewalPrice: number
  onEdit: (step: number) => void
}) {
  const { control } = useFormContext<WizardInput>()
  const order = useWatch({ control })
  const stateName = states.find((state) => state.slug === order.formationState)?.name ?? '—'
  const designator = order.designator ? DESIGNATOR_LABELS[order.designator as Designator] : '—'
  const facts = useStateFacts(order.formationState)

  const sections: Section[] = [
    {
      title: 'Formation info',
      step: 3,
      rows: [
        ['Package', PACKAGES[clientPackage].label],
        ['Formation State', stateName],
        ['Filing', order.expeditedFilling ? 'Expedited (2 business days)' : 'Standard (2 weeks)'],
        ['Business License', order.businessLicense ? 'Yes' : 'No'],
      ],
    },
    {
      title: 'Contact info',
      step: 2,
      rows: [
        ['Name', [order.firstName, order.lastName].filter(Boolean).join(' ') || '—'],
        ['Email', order.email || '—'],
        ['Mobile', order.phone || '—'],
      ],
    },
    {
      title: 'Company info',
      step: 1,
      rows: [
        [nameLabelOf(order.designator), order.llcname || '—'],
        ['Designator', designator],
      ],
    },
  ]

  return (
    <>
      <div className={styles.review}>
        {sections.map((section) => (
          <section
            key={section.title}
            className={styles.reviewSection}
            aria-labelledby={`review-${section.step}`}
          >
            <div className={styles.reviewHead}>
              <h3 id={`review-${section.step}`}>{section.title}</h3>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onEdit(section.step)}
              >
                Edit <span className="visually-hidden">{section.title.toLowerCase()}</span>
              </button>
            </div>
            <dl className={styles.reviewList}>
              {section.rows.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        {facts && order.designator && (
          <GoodStanding facts={facts} entity={feeColumn[order.designator as Designator]} />
        )}
      </div>
      <AddOnChoices clientPackage={clientPackage} />
      <RemindersChoice />
      {/* Lets password managers save the new password under the portal login, the email. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={order.email ?? ''}
        readOnly
        hidden
      />
      <PasswordField
        label="Password"
        hint="For your customer portal account, where you follow your filing. At least 8 characters."
      />
      <p className={styles.policies}>{FEE_DIFFERENCE_SENTENCE}</p>
      <p className={styles.policies}>{agentOfferLine(agentRenewalPrice)}</p>
      {/* New tabs: the order in progress stays as it is. */}
      <p className={styles.policies}>
        By paying you agree to our{' '}
        <a href="/terms" target="_blank" rel="noopener">
          terms of service
        </a>{' '}
        and{' '}
        <a href="/refunds" target="_blank" rel="noopener">
          refund policy
        </a>
        . Our{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          privacy policy
        </a>{' '}
        says what we do with your details.
      </p>
    </>
  )
}
