'use client'

import { useWatch } from 'react-hook-form'

import { POSTAL_CODES } from '@/collections/StateFees/usStates'

import { AddressFields } from './AddressFields'
import { ChoiceGroup } from './ChoiceFields'
import { useFiling } from './context'
import { TextField } from './Fields'
import { SectionForm } from './SectionForm'
import { blankAddress } from './values'
import { AGENT_WORDS } from './words'

/** The agent's own name and office, when it is not ours. */
function OwnAgent() {
  const { rules, state, stateName } = useFiling()
  const kind = useWatch({ name: 'kind' })
  if (kind !== 'own') return null
  const noPoBox = rules.poBoxRefused.value.includes('registeredOffice')
  return (
    <>
      <TextField
        path="name"
        label="Agent's full legal name"
        hint="A person who lives in the state, or a company registered to act as an agent there."
        autoComplete="off"
      />
      <AddressFields
        path="address"
        legend="Agent's office"
        onlyState={POSTAL_CODES[state]}
        hint={`A street address in ${stateName}, open in business hours${noPoBox ? ': the state does not accept a PO box' : ''}.`}
      />
    </>
  )
}

/** Who receives legal papers for the company in the state. */
export function AgentSection() {
  const { details, ourAgent, state, stateName } = useFiling()
  const saved = details.agent ?? {}
  const defaults = {
    kind: saved.kind ?? 'ours',
    name: saved.name ?? null,
    // The agent's office is in the state: the one state its address can name.
    address: { ...blankAddress(), ...saved.address, state: POSTAL_CODES[state] },
  }
  return (
    <SectionForm name="agent" defaults={defaults}>
      <ChoiceGroup
        path="kind"
        legend="Registered agent"
        hint={`The law asks every company to name someone in ${stateName} to receive legal papers for it.`}
        options={[
          {
            value: 'ours',
            label: AGENT_WORDS.ours,
            detail: [ourAgent.name, ourAgent.address].filter(Boolean).join(', '),
          },
          {
            value: 'own',
            label: AGENT_WORDS.own,
            detail: `A person or company with an office in ${stateName}.`,
          },
        ]}
      />
      <OwnAgent />
    </SectionForm>
  )
}
