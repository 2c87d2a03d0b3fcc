'use client'

import { useWatch } from 'react-hook-form'

import type { SharesSection as Saved } from '@/order/filing/details'
import { DEFAULT_SHARES } from '@/order/filing/prefill'

import { useFiling } from './context'
import { TextField } from './Fields'
import { PeopleList } from './PeopleList'
import { SectionForm } from './SectionForm'
import fields from './fields.module.css'
import styles from './styles.module.css'
import { blankAddress, listOf, toNumber } from './values'

type Holder = NonNullable<Saved['shareholders']>[number]

const blankHolder = (): Holder => ({ name: null, address: blankAddress(), shares: null })
const count = (value: number) => value.toLocaleString('en-US')

/** "Issued: 9,000,000 of 10,000,000 authorized", or by how many it is over. */
function IssuedTotal() {
  const [authorized, holders] = useWatch({ name: ['authorized', 'shareholders'] }) as [
    unknown,
    Holder[] | undefined,
  ]
  const most = toNumber(authorized)
  const issued = (holders ?? []).reduce((sum, holder) => sum + (toNumber(holder.shares) ?? 0), 0)
  const over = most !== null && issued > most
  return (
    <p className={over ? `${fields.total} ${fields.off}` : fields.total} aria-live="polite">
      Issued: {count(issued)}
      {most !== null && ` of ${count(most)} authorized`}
      {over && ` — ${count(issued - most)} more than authorized`}
    </p>
  )
}

/** How many shares the corporation may issue, their par value, and who receives them. */
export function SharesSection() {
  const { details, state } = useFiling()
  const saved = details.shares ?? {}
  const defaults = {
    authorized: saved.authorized ?? DEFAULT_SHARES.authorized,
    parValue: saved.parValue ?? DEFAULT_SHARES.parValue,
    shareholders: listOf(saved.shareholders, [blankHolder()]),
  }
  const why =
    state === 'delaware'
      ? "Delaware's franchise tax can be far higher with few shares at a high par value; 10,000,000 shares at $0.00001 keeps the minimum tax and is what most startups choose."
      : 'Some states charge fees or taxes by the shares authorized or their par value; 10,000,000 shares at $0.00001 is what most startups choose.'
  return (
    <SectionForm name="shares" defaults={defaults}>
      <p className={styles.note}>{why}</p>
      <TextField
        path="authorized"
        label="Shares the corporation may issue (authorized)"
        hint={`We suggest ${count(DEFAULT_SHARES.authorized)}.`}
        inputMode="numeric"
        number
      />
      <TextField
        path="parValue"
        label="Par value of each share"
        hint="The least each share may be sold for, in dollars: we suggest $0.00001. Enter 0 for no par value."
        inputMode="decimal"
        prefix="$"
        number
      />
      <PeopleList
        path="shareholders"
        legend="Shareholders"
        noun="shareholder"
        hint="Who receives shares when the corporation is formed, and how many each."
        min={1}
        max={50}
        blank={blankHolder}
        trail={(at) => (
          <TextField path={`${at}.shares`} label="Shares" inputMode="numeric" number />
        )}
        footer={<IssuedTotal />}
      />
    </SectionForm>
  )
}
