/**
 * Schedule A of the Operating Agreement (docs/documents.md#the-documents): each
 * member's name, address, ownership percentage and contribution, with a blank line for a fact the
 * order did not give.
 */
import type { Content } from 'pdfmake/interfaces'

import { heading, paragraph, table } from '../layout'

import { type LlcShape, capitalized, does, notStated, percent } from './terms'

export function scheduleA({ llc, single, runners }: LlcShape): Content[] {
  const rows = llc.members.map((member) => [
    member.kind === 'company' ? `${member.name} (a company)` : member.name,
    member.address ?? notStated,
    percent(member.ownership),
    member.contribution ?? notStated,
  ])
  const total = llc.members.reduce((sum, member) => sum + member.ownership, 0)
  // One block, so the heading never ends a page without its table.
  return [
    {
      unbreakable: true,
      stack: [
        heading(single ? 'Schedule A: The Member' : 'Schedule A: Members'),
        paragraph(
          `This schedule is current as of the day this agreement takes effect. ${capitalized(does(runners, 'update'))} this schedule in writing whenever a Member joins or leaves, an ownership percentage changes, or a contribution is made.`,
        ),
        table(
          ['Member', 'Address', 'Ownership', 'Contribution'],
          single ? rows : [...rows, ['Total', '', percent(total), '']],
          ['*', '*', 'auto', '*'],
        ),
      ],
    },
  ]
}
