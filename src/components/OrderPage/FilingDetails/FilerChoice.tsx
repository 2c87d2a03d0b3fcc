'use client'

import { useWatch } from 'react-hook-form'

import { filerTitle } from '@/order/filing/sections'

import { ChoiceGroup } from './ChoiceFields'
import { useFiling } from './context'
import { PeopleList } from './PeopleList'
import { FILER_WORDS } from './words'

/** Who signs the filing: our filer (the default), or people the customer names. */
export function FilerChoice({ path = 'filer' }: { path?: string }) {
  const { entity } = useFiling()
  const kind = useWatch({ name: `${path}.kind` })
  const title = filerTitle(entity)
  const role = title.toLowerCase()
  const articles = entity === 'llc' ? 'articles of organization' : 'articles of incorporation'
  const words = FILER_WORDS(title)
  return (
    <>
      <ChoiceGroup
        path={`${path}.kind`}
        legend={`Who signs as ${role}`}
        hint={`The ${role} signs the ${articles} sent to the state.`}
        options={[
          {
            value: 'us',
            label: words.us,
            detail: 'Our filer signs for you: there is nothing for you to sign.',
          },
          {
            value: 'customer',
            label: words.customer,
            detail: `Name each ${role} below, with their address.`,
          },
        ]}
      />
      {kind === 'customer' && (
        <PeopleList path={`${path}.people`} legend={`${title}s`} noun={role} min={1} max={10} />
      )}
    </>
  )
}
