import list from './naics.json'
import type { Industry } from './naics'

/** The whole list, for the server's check and the page's picker (loaded on first use there). */
export const INDUSTRIES = list as unknown as readonly Industry[]

const codes = new Set(INDUSTRIES.map(([code]) => code))

export const isNaicsCode = (code: string): boolean => codes.has(code)

export const industryTitle = (code: string | null | undefined): string | null =>
  INDUSTRIES.find(([c]) => c === code)?.[1] ?? null
