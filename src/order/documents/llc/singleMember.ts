/**
 * The Operating Agreement's article for an LLC with one member
 * (docs/documents.md#the-documents): sole ownership without voting, transfers, and who
 * takes the member's place when the member dies, cannot act, or (a company) ends.
 */
import type { Article, LlcShape, Section } from './terms'

const whileItRuns = ({ managed, managers }: LlcShape): string =>
  managed
    ? ` Meanwhile the ${managers.length === 1 ? 'Manager keeps' : 'Managers keep'} running the Company.`
    : ''

function individual(shape: LlcShape): Section[] {
  return [
    {
      title: 'Naming a successor',
      text: [
        "The Member may name, in a signed writing kept with the Company's records, a successor to receive the Member's interest on the Member's death, and someone to act for the Member if the Member cannot. The Member may change or cancel either at any time in the same way.",
      ],
    },
    {
      title: "The Member's death",
      text: [
        `The Company does not dissolve when the Member dies. As far as the law allows, the Member's interest passes to the named successor; if none was named, or the one named has died or refuses it, it passes to the Member's estate and through it to the Member's heirs or beneficiaries. Whoever receives it becomes the Member from the moment of death, so the Company always has a member. Until the interest passes, the personal representative of the Member's estate may use the Member's rights.${whileItRuns(shape)}`,
      ],
    },
    {
      title: "The Member's incapacity",
      text: [
        `If the Member becomes unable to manage their own affairs, as a court finds or two licensed physicians certify in writing, the person the Member named to act for them may use the Member's rights under this agreement until the Member recovers. If no one was named, the Member's agent under a durable power of attorney, or a guardian or conservator a court appoints, may do so. The Member keeps ownership throughout.${whileItRuns(shape)}`,
      ],
    },
  ]
}

function company(shape: LlcShape): Section[] {
  return [
    {
      title: 'How the Member acts',
      text: [
        'The Member is a company and acts through its own officers, managers or other authorized signatories. Anyone dealing with the Company may rely on a document signed for the Member by one of them.',
      ],
    },
    {
      title: 'If the Member ends',
      text: [
        `The Company does not dissolve when the Member dissolves, merges or otherwise ends. The Member's interest passes to its successor by law, or to whoever receives it in the Member's winding up, who becomes the Member at once, so the Company always has a member. While the Member is bankrupt or winding up, the people legally entitled to act for it use its rights under this agreement.${whileItRuns(shape)}`,
      ],
    },
  ]
}

export function soleOwnership(shape: LlcShape): Article {
  const member = shape.llc.members[0]
  return {
    title: 'Sole ownership and succession',
    sections: [
      {
        title: 'One owner, no voting',
        text: [
          "The Member is the only owner of the Company, so there is no voting among members. Where this agreement or the law calls for a decision of the members, the Member's decision, recorded in writing, is that decision. The Member need not hold meetings.",
        ],
      },
      {
        title: 'Transfers',
        text: [
          "The Member may transfer all or part of the Member's interest. Someone who receives the whole interest becomes the Member. If only part is transferred, the receiver becomes a second Member, Schedule A is updated with both ownership percentages, and the Company should promptly adopt a new operating agreement written for several members; until it does, profits, losses, distributions and votes follow the percentages in Schedule A, and the rules of this agreement that speak of the Member's decision need both Members' agreement.",
        ],
      },
      ...(member.kind === 'company' ? company(shape) : individual(shape)),
    ],
  }
}
