/** Which section is open first, and which next: pure, from the plans and the server's reports. */
import type { Problem, SectionReport } from '@/order/filing/check'
import type { SectionName } from '@/order/filing/details'
import type { SectionPlan } from '@/order/filing/sections'

import { localPath } from './paths'

export const isDone = (reports: SectionReport[], name: SectionName): boolean =>
  reports.find((report) => report.name === name)?.complete ?? false

/** Staff's named sections still to look at first, then the first one incomplete. */
export function firstOpen(
  plans: SectionPlan[],
  reports: SectionReport[],
  asked: SectionName[],
): SectionName | null {
  return asked[0] ?? plans.find((plan) => !isDone(reports, plan.name))?.name ?? null
}

/** After `after` is saved: the next section staff asked about, else the next incomplete one. */
export function nextSection(
  plans: SectionPlan[],
  reports: SectionReport[],
  after: SectionName,
  asked: SectionName[],
): SectionName | null {
  const at = plans.findIndex((plan) => plan.name === after)
  const order = [...plans.slice(at + 1), ...plans.slice(0, at)].map((plan) => plan.name)
  return (
    order.find((name) => asked.includes(name)) ??
    order.find((name) => !isDone(reports, name)) ??
    null
  )
}

/** A submission's problems (every section's, by full path) sorted into their sections. */
export function problemsBySection(
  plans: SectionPlan[],
  problems: Problem[],
): Partial<Record<SectionName, Problem[]>> {
  const sorted: Partial<Record<SectionName, Problem[]>> = {}
  for (const { name } of plans)
    sorted[name] = problems.filter((problem) => localPath(name, problem.path) !== null)
  return sorted
}

/** The reports a refused submission implies: a section with a problem is not complete. */
export const reportsFrom = (
  plans: SectionPlan[],
  sorted: Partial<Record<SectionName, Problem[]>>,
): SectionReport[] =>
  plans.map(({ name }) => {
    const problems = sorted[name] ?? []
    return { name, complete: problems.length === 0, problems }
  })
