'use client'

import { type MouseEvent, useMemo, useState } from 'react'

import {
  type ComparisonView,
  type SortDir,
  type SortKey,
  sortRows,
  type StateRow,
  viewHref,
} from '@/states/sorting'
import { STATES_PATH, statePath } from '@/states/links'

import { ConfidenceMark } from '../ConfidenceMark'
import { EntityFilter } from '../EntityFilter'
import { ExpediteCell, FigureCell, TotalCell } from './Cells'
import { COLUMNS, DIRECTION_WORDS } from './columns'
import styles from './styles.module.css'

type Props = {
  rows: StateRow[]
  view: ComparisonView
  /** "LLC", "C Corporation" or "Nonprofit": what the fee columns are for. */
  entityLabel: string
}

type Sort = { sort: SortKey; dir: SortDir }

// A click that asks for a new tab or window keeps the link's own behaviour.
const opensElsewhere = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0

/**
 * The comparison of every state. The server renders it sorted as the address asks, and each
 * column heading is a link to the other order, so it works without JavaScript; with it, a
 * heading or the sort form re-sorts in place and keeps the address in step.
 */
export function StatesTable({ rows, view, entityLabel }: Props) {
  const [{ sort, dir }, setSort] = useState<Sort>({ sort: view.sort, dir: view.dir })
  const sorted = useMemo(() => sortRows(rows, sort, dir), [rows, sort, dir])
  const hrefOf = (next: Sort) => viewHref(STATES_PATH, { ...view, ...next })
  const apply = (next: Sort) => {
    setSort(next)
    window.history.replaceState(null, '', hrefOf(next))
  }
  // A heading sorts by its column; the sorted column's heading turns the order round.
  const headingSort = (key: SortKey): Sort => ({
    sort: key,
    dir: key === sort && dir === 'asc' ? 'desc' : 'asc',
  })

  return (
    <>
      {/* The entity links keep the order the visitor chose, here or by address. */}
      <EntityFilter view={{ ...view, sort, dir }} />
      <form method="get" action={STATES_PATH} className={styles.sortForm}>
        {view.entity !== 'llc' && <input type="hidden" name="entity" value={view.entity} />}
        <label>
          Sort by{' '}
          <select
            name="sort"
            value={sort}
            onChange={(e) => apply({ sort: e.target.value as SortKey, dir })}
          >
            {COLUMNS.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">Order</span>
          <select
            name="dir"
            value={dir}
            onChange={(e) => apply({ sort, dir: e.target.value as SortDir })}
          >
            <option value="asc">{DIRECTION_WORDS[sort].asc}</option>
            <option value="desc">{DIRECTION_WORDS[sort].desc}</option>
          </select>
        </label>
        {/* Without JavaScript the choice applies on submit; with it, at once. */}
        <button type="submit" className={styles.sortButton}>
          Sort
        </button>
      </form>
      <div className={styles.frame}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {`${entityLabel} costs in all 50 states and DC`}
            <span className="visually-hidden">
              {`, sorted by ${COLUMNS.find((c) => c.key === sort)!.label}, ${DIRECTION_WORDS[sort][dir]}`}
            </span>
          </caption>
          <thead>
            <tr>
              {COLUMNS.map(({ key, label }) => {
                const active = key === sort
                const next = headingSort(key)
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <a
                      href={hrefOf(next)}
                      className={styles.sortLink}
                      onClick={(event) => {
                        if (opensElsewhere(event)) return
                        event.preventDefault()
                        apply(next)
                      }}
                    >
                      {label}
                      <span
                        className={active ? `${styles.arrow} ${styles[dir]}` : styles.arrow}
                        aria-hidden="true"
                      />
                    </a>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.slug}>
                <th scope="row">
                  <a href={statePath(row.slug)}>{row.name}</a>
                </th>
                <td data-label="Filing fee">
                  <FigureCell figure={row.filing} />
                </td>
                <td data-label="First year">
                  <TotalCell total={row.firstYear} />
                </td>
                <td data-label="Then yearly">
                  <TotalCell total={row.yearlyAfter} />
                </td>
                <td data-label="Report due">
                  {row.due.text}
                  <ConfidenceMark confidence={row.due.confidence} />
                </td>
                <td data-label="Fastest state expedite">
                  <ExpediteCell expedite={row.expedite} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
