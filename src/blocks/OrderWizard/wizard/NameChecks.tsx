'use client'

import { ENTITY_LABELS, type EntityKey } from '@/collections/StateFees/vocabulary'
import { checkName } from '@/states/nameCheck'

import type { StateFacts } from './stateRecord'

import styles from './NameChecks.module.css'

type Props = {
  /** The name as typed, once the visitor pauses. */
  name: string
  /** The chosen entity type, if any: its designators are checked. */
  entity: EntityKey | null
  facts: StateFacts | null
  onAddDesignator: (designator: string) => void
}

const quoted = (words: readonly string[], type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat('en', { type }).format(words.map((word) => `“${word}”`))

const article = (label: string) => (/^[aeiou]|^LLC/i.test(label) ? 'an' : 'a')

/**
 * What the state's naming rules say of the name as typed (src/states/nameCheck.ts): hints that
 * never block, read politely to screen readers, and where the state itself says whether a name is
 * free.
 */
export function NameChecks({ name, entity, facts, onAddDesignator }: Props) {
  const designators = (entity && facts?.[`${entity}Facts`].designators) || []
  const names = facts?.names
  const approvals = (names?.approvals ?? []).filter(
    ({ appliesTo }) => !entity || !appliesTo?.length || appliesTo.includes(entity),
  )
  const { missingDesignator, restricted: used } = checkName(facts ? name : '', {
    designators,
    restrictedWords: [...(names?.restrictedWords ?? []), ...approvals.map(({ word }) => word)],
  })
  const approvalOf = (word: string) =>
    approvals.find((approval) => approval.word.toLowerCase() === word.toLowerCase())
  const needingApproval = used.filter(approvalOf)
  const restricted = used.filter((word) => !approvalOf(word))
  const label = entity ? ENTITY_LABELS[entity] : ''
  const statute = names?.statute && (
    <>
      {' ('}
      {names.statuteUrl ? (
        <a href={names.statuteUrl} target="_blank" rel="noreferrer">
          {names.statute}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        names.statute
      )}
      )
    </>
  )
  return (
    <>
      <div aria-live="polite" className={styles.checks}>
        {missingDesignator && (
          <p className={styles.advice}>
            <span>
              {facts!.name} asks that {article(label)} {label}’s name end in{' '}
              {quoted(designators, 'disjunction')}.
            </span>{' '}
            <button
              type="button"
              className={styles.fix}
              onClick={() => onAddDesignator(missingDesignator)}
            >
              Add “{missingDesignator}”
            </button>
          </p>
        )}
        {needingApproval.map((word) => {
          const { approval, reason } = approvalOf(word)!
          return (
            <p key={word} className={styles.advice}>
              “{word}” needs approval before {facts!.name} files the name. Who approves it:{' '}
              {approval}.{reason && ` ${reason}`}
            </p>
          )
        })}
        {restricted.length > 0 && (
          <p className={styles.advice}>
            {quoted(restricted, 'conjunction')}{' '}
            {restricted.length > 1 ? 'are restricted words' : 'is a restricted word'} in{' '}
            {facts!.name}
            {statute}: the state may refuse the name or ask for approval.
          </p>
        )}
      </div>
      {facts && <NameSearch facts={facts} />}
    </>
  )
}

type Search = { lead: string; href: string; text: string }

/** Where to check the name: the state's name search, else the state site we know, named as it is. */
function searchOf({ name, links }: StateFacts): Search | null {
  if (links?.nameSearch)
    return { lead: '', href: links.nameSearch, text: `Search ${name}’s business names` }
  if (links?.filingPortal)
    return {
      lead: 'Search it on the',
      href: links.filingPortal,
      text: `${name} business filings site`,
    }
  if (links?.feePage)
    return {
      lead: 'We have no link to its name search yet; start from the',
      href: links.feePage,
      text: `${name} fee page`,
    }
  return null
}

function NameSearch({ facts }: { facts: StateFacts }) {
  const search = searchOf(facts)
  return (
    <p className={styles.search}>
      {facts.name} decides whether the name is free.
      {search && (
        <>
          {' '}
          {search.lead}{' '}
          <a href={search.href} target="_blank" rel="noreferrer">
            {search.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </>
      )}
    </p>
  )
}
