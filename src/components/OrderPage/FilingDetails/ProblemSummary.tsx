'use client'

import type { SectionName } from '@/order/filing/details'

import { fieldId, focusProblem } from './paths'
import styles from './styles.module.css'
import { answers } from './words'

const ENTRIES: Record<string, string> = {
  members: 'Member',
  managers: 'Manager',
  directors: 'Director',
  shareholders: 'Shareholder',
  people: 'Signer',
}
const PLACES: Record<string, string> = {
  principal: 'principal office',
  mailing: 'mailing address',
  address: 'address',
}

/** "Member 2, address" for `members.1.address.city`: which entry a message is about. */
function whereOf(path: string): string {
  const parts = path.split('.')
  const where: string[] = []
  parts.forEach((part, index) => {
    const next = parts[index + 1]
    if (ENTRIES[part] && next && /^\d+$/.test(next))
      where.push(`${ENTRIES[part]} ${Number(next) + 1}`)
    else if (PLACES[part] && index < parts.length - 1) where.push(PLACES[part])
  })
  return where.join(', ')
}

/** What a save left to answer, each a link to its field: the same words as beside the fields. */
export function ProblemSummary({
  section,
  problems,
}: {
  section: SectionName
  problems: Record<string, string>
}) {
  const entries = Object.entries(problems)
  if (!entries.length) return null
  return (
    <div className={styles.summary}>
      <p>{answers(entries.length)} still to give or correct:</p>
      <ul>
        {entries.map(([path, message]) => {
          const where = whereOf(path)
          return (
            <li key={path}>
              <a
                href={`#${fieldId(section, path)}`}
                onClick={(event) => {
                  event.preventDefault()
                  focusProblem(section, path)
                }}
              >
                {where ? `${where}: ${message}` : message}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
