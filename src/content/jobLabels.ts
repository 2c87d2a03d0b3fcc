import { JOB_CATEGORIES, TIME_TYPES } from '@/collections/Jobs/options'
import type { Job } from '@/payload-types'
import { formatDollars } from '@/utilities/money'

export const categoryLabel = (value: Job['category']): string =>
  JOB_CATEGORIES.find((option) => option.value === value)?.label ?? value

export const timeTypeLabel = (value: Job['timeType']): string =>
  TIME_TYPES.find((option) => option.value === value)?.label ?? value

// Salaries are whole dollars (the field takes no negative figure).
const dollars = (value: number) => formatDollars(value, { max: 0 })

/** "$90,000 – $120,000 a year", "From $70,000 a year", or nothing when no figure is set. */
export function salaryRange(salary: Job['salary']): string | null {
  const { min, max } = salary ?? {}
  if (min && max)
    return min === max ? `${dollars(min)} a year` : `${dollars(min)} – ${dollars(max)} a year`
  if (min) return `From ${dollars(min)} a year`
  if (max) return `Up to ${dollars(max)} a year`
  return null
}
