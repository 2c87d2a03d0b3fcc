'use client'

import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'

import { FieldFrame } from '@/components/FormField'
import { type Industry, searchIndustries } from '@/order/filing/naics'

import { useField } from './context'
import fields from './fields.module.css'

// The list is about 55 KB: it loads when the field is first focused, not with the page.
let loading: Promise<readonly Industry[]> | undefined
const loadIndustries = () =>
  (loading ??= import('@/order/filing/naics.json').then(
    (module) => module.default as unknown as readonly Industry[],
    (error) => {
      loading = undefined
      throw error
    },
  ))

const shown = ([code, title]: Industry) => `${code} – ${title}`

/** The industry's NAICS code: a combobox searched by words or digits. */
export function NaicsPicker({ label, hint }: { label: ReactNode; hint: ReactNode }) {
  const { control } = useFormContext()
  const { field } = useController({ name: 'naics', control })
  const { id, error } = useField('naics')
  const [list, setList] = useState<readonly Industry[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState<string>(field.value ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const matches = useMemo(
    () => (list && open ? searchIndustries(list, query) : []),
    [list, open, query],
  )
  const listId = `${id}-options`
  const code = field.value as string | null
  const expanded = open && matches.length > 0

  const load = () => {
    if (list) return
    loadIndustries().then(
      (industries) => {
        setList(industries)
        setFailed(false)
        const chosen = industries.find(([c]) => c === code)
        // The saved code gets its title, unless the visitor has started typing.
        if (chosen) setQuery((typed) => (typed === code ? shown(chosen) : typed))
      },
      () => setFailed(true),
    )
  }

  const pick = (industry: Industry) => {
    field.onChange(industry[0])
    setQuery(shown(industry))
    setOpen(false)
    setActive(-1)
  }

  const settle = () => {
    setOpen(false)
    const typed = query.trim()
    if (!typed) return field.onChange(null)
    if (/^\d{6}$/.test(typed)) {
      const found = list?.find(([c]) => c === typed)
      // A code not in the list (or typed while it could not load) is the server's to answer.
      return found ? pick(found) : field.onChange(typed)
    }
    // Words not turned into a choice: the field keeps the code it had.
    const chosen = list?.find(([c]) => c === code)
    setQuery(chosen ? shown(chosen) : (code ?? ''))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((at) => Math.min(Math.max(at + step, 0), matches.length - 1))
    } else if (event.key === 'Enter' && expanded) {
      // Enter picks from the open list; it does not send the section half chosen.
      event.preventDefault()
      if (matches[active]) pick(matches[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const status =
    !open || !query.trim() || !list
      ? ''
      : matches.length
        ? `${matches.length} ${matches.length === 1 ? 'industry' : 'industries'} found: use the up and down arrows, then Enter.`
        : 'No industry found: try other words, or the first digits of the code.'

  return (
    <FieldFrame
      id={id}
      label={label}
      hint={failed ? 'The industry list could not load: type the six-digit code.' : hint}
      error={error}
    >
      {(aria) => (
        <div className={fields.combo}>
          <input
            {...aria}
            ref={field.ref}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            value={query}
            onFocus={(event) => {
              load()
              event.target.select()
            }}
            onChange={(event) => {
              setQuery(event.target.value)
              setOpen(true)
              setActive(-1)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              settle()
              field.onBlur()
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Industries"
            className={fields.options}
            hidden={!expanded}
          >
            {matches.map((industry, index) => (
              <li
                key={industry[0]}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? fields.active : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(industry)}
              >
                {shown(industry)}
              </li>
            ))}
          </ul>
          <p className="visually-hidden" aria-live="polite">
            {status}
          </p>
        </div>
      )}
    </FieldFrame>
  )
}
