'use client'

import { useWatch } from 'react-hook-form'

import { AddressFields } from './AddressFields'
import { useFiling } from './context'
import { CheckboxField } from './Fields'
import { SectionForm } from './SectionForm'
import { blankAddress } from './values'

function Mailing() {
  const same = useWatch({ name: 'mailingSame' })
  if (same !== false) return null
  return <AddressFields path="mailing" legend="Mailing address" hint="A PO box is fine here." />
}

/** Where the company is run from, and where its mail goes. */
export function AddressesSection() {
  const { details, rules } = useFiling()
  const saved = details.addresses ?? {}
  const defaults = {
    principal: { ...blankAddress(), ...saved.principal },
    mailingSame: saved.mailingSame ?? true,
    mailing: { ...blankAddress(), ...saved.mailing },
  }
  const noPoBox = rules.poBoxRefused.value.includes('principalOffice')
  return (
    <SectionForm
      name="addresses"
      defaults={defaults}
      toSection={(values) => (values.mailingSame ? { ...values, mailing: null } : values)}
    >
      <AddressFields
        path="principal"
        legend="Principal office"
        hint={`Where the company is run from; it may be your home.${noPoBox ? ' A street address: the state does not accept a PO box here.' : ''}`}
        own
      />
      <CheckboxField path="mailingSame" label="Mail goes to the principal office" />
      <Mailing />
    </SectionForm>
  )
}
