import { hostOf } from '../../src/collections/StateFees/stateHosts'
import type { Confidence } from '../../src/collections/StateFees/vocabulary'

export type Source = {
  confidence: Confidence
  url: string | null
  checkedOn: string | null
  note: string | null
}

/** A figure as one source gives it: null when the source gives none. */
export type Reading<T> = { value: T | null; url: string | null; checkedOn: string | null }

export const SS = 'StartupSole'
export const OAI = 'OrderToAI'

const shown = (value: unknown) =>
  typeof value === 'number' ? `$${value}` : typeof value === 'string' ? `"${value}"` : String(value)

/**
 * A figure from the two reference datasets: `corroborated` when both give it and agree, `single`
 * when only one gives it (or they differ: StartupSole's, which names the official page, is kept
 * and OrderToAI's figure is noted), unknown (null, `estimate`) when neither does.
 */
export function fromDatasets<T>(
  ss: Reading<T>,
  oai: Reading<T>,
  same: (a: T, b: T) => boolean = (a, b) => a === b,
): { value: T | null; source: Source } {
  if (ss.value != null && oai.value != null && same(ss.value, oai.value)) {
    return {
      value: ss.value,
      source: {
        confidence: 'corroborated',
        url: ss.url ?? oai.url,
        checkedOn: ss.checkedOn ?? oai.checkedOn,
        note: `${SS} and ${OAI} agree.`,
      },
    }
  }
  if (ss.value != null) {
    return {
      value: ss.value,
      source: {
        confidence: 'single',
        url: ss.url,
        checkedOn: ss.checkedOn,
        note:
          oai.value != null
            ? `From ${SS}; ${OAI} gives ${shown(oai.value)}.`
            : `From ${SS}; ${OAI} gives none.`,
      },
    }
  }
  if (oai.value != null) {
    return {
      value: oai.value,
      source: {
        confidence: 'single',
        url: oai.url,
        checkedOn: oai.checkedOn,
        note: `From ${OAI}; ${SS} gives none.`,
      },
    }
  }
  return { value: null, source: unknown('Neither reference dataset gives this figure.') }
}

export const unknown = (note: string): Source => ({
  confidence: 'estimate',
  url: null,
  checkedOn: null,
  note,
})

/** A number of the OrderToAI file, whose empty cells (and, where it says so, zeros) mean "none given". */
export const oaiNumber = (cell: string | undefined, zeroIsNone = false): number | null => {
  if (cell == null || cell.trim() === '') return null
  const value = Number(cell)
  if (!Number.isFinite(value)) return null
  return zeroIsNone && value === 0 ? null : value
}

/**
 * The site a source stands for, two pages of one site being one source; null for a copy that
 * stands for nobody (an address by number, a throwaway mirror such as 39276.example.asia or a
 * *.pages.dev page), which counts as no source at all.
 */
export const siteOf = (url: string): string | null => {
  const host = hostOf(url)
  if (!host || /^[\d.]+$/.test(host) || /\.pages\.dev$/.test(host) || /^\d+\./.test(host))
    return null
  return host
    .replace(/^www\./, '')
    .split('.')
    .slice(-2)
    .join('.')
}

/** What the sources earn: official when the state's own pages carry it, else by how many sites agree. */
export const earnedConfidence = (official: boolean, sites: number): Confidence =>
  official ? 'official' : sites >= 2 ? 'corroborated' : sites === 1 ? 'single' : 'estimate'
