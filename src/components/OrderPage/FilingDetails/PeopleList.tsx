'use client'

import { type ReactNode, useRef } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'

import { buttonClass } from '@/components/Button'
import { fieldStyles } from '@/components/FormField'

import { AddressFields } from './AddressFields'
import { useField } from './context'
import { TextField } from './Fields'
import fields from './fields.module.css'
import { blankPerson } from './values'

type Props = {
  /** The list's path in its section: `members`, `filer.people`. */
  path: string
  legend: string
  /** One of the list, in lower case: "member", "director". */
  noun: string
  hint?: ReactNode
  /** Fewest the list may be cut to (the server says when there are too few). */
  min?: number
  max: number
  blank?: () => Record<string, unknown>
  /** Fields of each entry before its name, and after its address, by the entry's path. */
  lead?: (at: string) => ReactNode
  trail?: (at: string) => ReactNode
  /** Below the entries, as a running total. */
  footer?: ReactNode
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a')
const capital = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1)

/** A list of people (or companies) with their addresses, to add to and remove from. */
export function PeopleList(props: Props) {
  const { path, legend, noun, hint, min = 0, max, blank = blankPerson, lead, trail, footer } = props
  const { control } = useFormContext()
  const { fields: people, append, remove } = useFieldArray({ control, name: path })
  const { id, error } = useField(path)
  const add = useRef<HTMLButtonElement>(null)
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')

  const removeAt = (index: number) => {
    remove(index)
    // The button pressed is gone: the focus goes to the list's own button, drawn by then.
    requestAnimationFrame(() => add.current?.focus())
  }

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={fields.list}
      aria-describedby={describedBy || undefined}
    >
      <legend className={fields.legend}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
      <ol className={fields.entries}>
        {people.map((person, index) => {
          const at = `${path}.${index}`
          const title = `${capital(noun)} ${index + 1}`
          return (
            <li key={person.id}>
              <fieldset className={fields.entry}>
                <legend className={fields.entryTitle}>{title}</legend>
                {lead?.(at)}
                <TextField path={`${at}.name`} label="Full legal name" autoComplete="off" />
                <AddressFields path={`${at}.address`} legend="Address" />
                {trail?.(at)}
                {people.length > min && (
                  <button type="button" className={fields.remove} onClick={() => removeAt(index)}>
                    Remove {noun} {index + 1}
                  </button>
                )}
              </fieldset>
            </li>
          )
        })}
      </ol>
      {footer}
      {people.length < max ? (
        <button
          ref={add}
          type="button"
          className={buttonClass('secondary')}
          onClick={() => append(blank())}
        >
          Add {article(noun)} {noun}
        </button>
      ) : (
        <p className={fieldStyles.hint}>
          That is the most this form takes ({max}); write to us if you need more.
        </p>
      )}
    </fieldset>
  )
}
