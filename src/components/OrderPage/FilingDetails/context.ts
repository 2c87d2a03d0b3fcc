'use client'

import { createContext, useContext } from 'react'

import type { Problem } from '@/order/filing/check'
import type { SectionName } from '@/order/filing/details'

import { fieldId } from './paths'
import type { FilingFormProps } from './props'

/** What every section reads: the order's facts, and how to save. */
export type Filing = Pick<
  FilingFormProps,
  'entity' | 'state' | 'stateName' | 'details' | 'rules' | 'ourAgent' | 'today'
> & {
  ssnOnFile: boolean
  /** The server's problems of each section since its last save (or the last submission). */
  problems: Partial<Record<SectionName, Problem[]>>
  /** Sends one section; true when the server kept it (complete or not). */
  save: (name: SectionName, values: Record<string, unknown>) => Promise<boolean>
}

export const FilingContext = createContext<Filing | null>(null)

export function useFiling(): Filing {
  const filing = useContext(FilingContext)
  if (!filing) throw new Error('A filing details section is drawn outside FilingDetailsForm')
  return filing
}

/** The section a field is in, and the server's problems by path inside it. */
type SectionFrame = { section: SectionName; problems: Record<string, string> }

export const SectionFrameContext = createContext<SectionFrame>({ section: 'company', problems: {} })

/** A field's id (the same one a problem's path finds it by) and its problem, if any. */
export function useField(path: string): { id: string; error?: string } {
  const { section, problems } = useContext(SectionFrameContext)
  return { id: fieldId(section, path), error: problems[path] }
}
