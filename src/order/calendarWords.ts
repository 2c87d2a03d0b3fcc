/** How an obligation of the compliance calendar reads, the same on the page, in email and in the admin. */
import { formatDollars } from '@/utilities/money'
import { longDate } from '@/utilities/dates'

import type { Obligation } from './calendar'

/** "Texas Annual Report". */
export const obligationTitle = (
  obligation: Pick<Obligation, 'kind' | 'name'>,
  stateName: string,
): string =>
  obligation.kind === 'election' || obligation.kind === 'agent'
    ? obligation.name
    : `${stateName} ${obligation.name}`

/** "May 15, 2027", or that the state record does not say. */
export const dueWords = (obligation: Pick<Obligation, 'dueOn'>): string =>
  obligation.dueOn ? longDate(`${obligation.dueOn}T12:00:00Z`) : 'Date not known yet'

/** "$300 (final)", "$50 (estimate)", or that the amount is not known (a newspaper's, its own). */
export function amountWords(
  obligation: Pick<Obligation, 'amount' | 'final'>,
  kind?: Obligation['kind'],
): string {
  if (kind === 'election') return 'No fee'
  if (kind === 'agent' && obligation.amount != null)
    return `${formatDollars(obligation.amount)} (our price)`
  if (obligation.amount == null)
    return kind === 'publication' ? "The newspapers' rates" : 'Amount not known yet'
  const amount = obligation.amount === 0 ? '$0' : formatDollars(obligation.amount)
  return `${amount} (${obligation.final ? 'final' : 'estimate'})`
}
