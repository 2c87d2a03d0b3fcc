/**
 * The formation forms of twelve states, item by item in each form's own order
 * (docs/filing-details.md#the-filing-sheet), with where the order was read and how far it can be
 * trusted; other states use the general order of sheetValues.ts.
 */
import type { Confidence, EntityKey } from '@/collections/StateFees/vocabulary'

import forms from './stateForms.json'

/** What a form item takes, by the sheet's names for the order's values. */
export const SHEET_VALUES = [
  'entityName',
  'alternateName',
  'registeredAgent',
  'registeredOffice',
  'principalOffice',
  'mailingAddress',
  'county',
  'management',
  'members',
  'managers',
  'governingPersons',
  'organizer',
  'incorporators',
  'directors',
  'officers',
  'authorizedShares',
  'parValue',
  'shareClasses',
  'purpose',
  'nonprofitPurpose',
  'irsPurposeClause',
  'irsDissolutionClause',
  'hasMembers',
  'noStockStatement',
  'naics',
  'effectiveDate',
  'duration',
  'fiscalYearEnd',
  'contactEmail',
  'signature',
] as const
export type SheetValue = (typeof SHEET_VALUES)[number]

export type FormItem = { label: string; values: SheetValue[]; note?: string }

export type StateForm = {
  state: string
  entity: EntityKey
  form: string
  url: string
  portal: string | null
  confidence: Confidence
  items: FormItem[]
  note?: string
}

const FORMS = (forms as { forms: StateForm[] }).forms

export const stateFormOf = (state: string, entity: EntityKey): StateForm | null =>
  FORMS.find((form) => form.state === state && form.entity === entity) ?? null

/** When the forms were read. */
export const FORMS_CHECKED_ON = (forms as { checkedOn: string }).checkedOn
