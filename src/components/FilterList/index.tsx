'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import styles from './styles.module.css'

export type FilterOption = { label: string; value: string }

type Props = {
  /** Names the group of buttons for screen readers, e.g. "Filter jobs by team". */
  label: string
  /** The buttons after "all"; each value is a tag the list's items carry. */
  filters: FilterOption[]
  /** The first button's label, e.g. "All" or "Show all". */
  allLabel?: string
  /** Keeps the choice in this query parameter (e.g. `category`), so a filtered list is linkable. */
  param?: string
  /** Waits this long after a click before re-arranging the list. */
  delayMs?: number
  /** Buttons above the list (row) or beside it (column). */
  orientation?: 'row' | 'column'
  /** What the list holds, for the live count "Showing 3 projects": `{ one, other }`. */
  noun: { one: string; other: string }
  /** The server-rendered list: each item an element with `data-tags="tag1 tag2"`. */
  children: ReactNode
}

const ALL = 'all'

/**
 * Filter buttons over a server-rendered list: choosing one hides the items without its tag and
 * fades the others in (not under reduced motion). Items stay in the page, so their links and
 * the list without JavaScript keep working; the active button says so with `aria-pressed`.
 */
export function FilterList(props: Props) {
  const { label, filters, allLabel = 'All', param, delayMs = 0, orientation = 'row' } = props
  const [active, setActive] = useState(ALL)
  const [shown, setShown] = useState<number | null>(null)
  const list = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const apply = (value: string, animate: boolean) => {
    const items = list.current?.querySelectorAll<HTMLElement>('[data-tags]') ?? []
    const still = !animate || window.matchMedia('(prefers-reduced-motion: reduce)').matches
    let count = 0
    items.forEach((item) => {
      const show = value === ALL || (item.dataset.tags ?? '').split(' ').includes(value)
      item.toggleAttribute('data-filtered-out', !show)
      if (!show) return
      count += 1
      if (!still) {
        item.animate(
          [
            { opacity: 0, transform: 'scale(0.96)' },
            { opacity: 1, transform: 'none' },
          ],
          {
            duration: 300,
            easing: 'ease-out',
          },
        )
      }
    })
    setShown(count)
  }

  // A linked filter (?category=design) applies as soon as the page is interactive: the URL's
  // query exists only in the browser (the page is cached without it), so setting state here is
  // the point.
  useEffect(() => {
    if (!param) return
    const value = new URLSearchParams(window.location.search).get(param)
    if (value && filters.some((filter) => filter.value === value)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setActive(value)
      apply(value, false)
    }
    return () => clearTimeout(timer.current)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  const choose = (value: string) => {
    setActive(value)
    if (param) {
      const url = new URL(window.location.href)
      if (value === ALL) url.searchParams.delete(param)
      else url.searchParams.set(param, value)
      window.history.replaceState(window.history.state, '', url)
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => apply(value, true), delayMs)
  }

  const options = [{ label: allLabel, value: ALL }, ...filters]
  return (
    <div className={orientation === 'column' ? styles.column : styles.row}>
      <div className={styles.buttons} role="group" aria-label={label}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.button}
            aria-pressed={active === option.value}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div ref={list} className={styles.list}>
        {props.children}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown === null
          ? ''
          : `Showing ${shown} ${shown === 1 ? props.noun.one : props.noun.other}`}
      </p>
    </div>
  )
}
