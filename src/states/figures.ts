import type { Confidence } from '@/collections/StateFees/vocabulary'

/** Where a figure came from (docs/states.md#sources). */
export type Source = {
  confidence: Confidence
  url?: string | null
  checkedOn?: string | null
  note?: string | null
}

/** A figure in dollars, null when unknown, with the source it stands on. */
export type Figure = { amount: number | null; source: Source }

/** A sum of figures: what is known of it, and whether every part is known. */
export type Total = { amount: number; complete: boolean; confidence: Confidence }

const STRENGTH: Confidence[] = ['official', 'corroborated', 'single', 'estimate']

/** The weakest of several confidences: a sum is only as sure as its least sure part. */
export const weakest = (confidences: Confidence[]): Confidence =>
  STRENGTH[Math.max(0, ...confidences.map((c) => STRENGTH.indexOf(c)))]!

export const total = (figures: Figure[]): Total => ({
  amount: figures.reduce((sum, figure) => sum + (figure.amount ?? 0), 0),
  complete: figures.every((figure) => figure.amount != null),
  confidence: weakest(figures.map((figure) => figure.source.confidence)),
})

/** A source as the seed or an editor may leave it: nothing recorded reads as an estimate. */
export const sourceOf = (source: Partial<Source> | null | undefined): Source => ({
  confidence: source?.confidence ?? 'estimate',
  url: source?.url ?? null,
  checkedOn: source?.checkedOn ?? null,
  note: source?.note ?? null,
})
