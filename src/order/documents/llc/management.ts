/**
 * The Operating Agreement's management article (docs/documents.md#the-documents): the
 * member or members run the Company, or its managers do while the members keep a limited role.
 */
import { bullets } from '../layout'

import {
  type Article,
  type LlcShape,
  majorDecisions,
  type Section,
  capitalized,
  listed,
} from './terms'

const officers = (who: string): Section => ({
  title: 'Officers',
  text: [
    `${capitalized(who)} may appoint officers (such as a president or a treasurer), decide in writing what each may do, and remove any of them at any time. An officer acts for the Company only within the authority given in writing.`,
  ],
})

const majorDecisionsSection = ({ single, managed, majorApproval }: LlcShape): Section => ({
  title: 'Major Decisions',
  text: [
    `The following decisions (each a "Major Decision") need ${majorApproval}${single ? '' : ', given at a meeting or in writing'}:`,
  ],
  after: [bullets(majorDecisions(managed))],
})

function memberManaged(shape: LlcShape): Article {
  if (shape.single) {
    return {
      title: 'Management',
      sections: [
        {
          title: 'The Member runs the Company',
          text: [
            'The Company is managed by the Member. The Member has full authority to run its business and to bind it, and decides every matter alone.',
            "The Member should record important decisions in writing (a signed note or an email kept with the records) and keep the Company's money and property apart from the Member's own. That separation helps preserve the Member's limited liability.",
          ],
        },
        officers('the Member'),
      ],
    }
  }
  return {
    title: 'Management',
    sections: [
      {
        title: 'The Members run the Company',
        text: [
          'The Company is managed by its Members. Each Member may act for the Company, and sign for it, in carrying on its business in the ordinary way. Any other matter is decided by the Members under "Voting and meetings", and no Member may take a Major Decision alone.',
        ],
      },
      majorDecisionsSection(shape),
      officers('the Members, by majority vote,'),
    ],
  }
}

function managerManaged(shape: LlcShape): Article {
  const { single, managers, owners } = shape
  const first = managers.length
    ? `The first ${managers.length === 1 ? 'Manager is' : 'Managers are'} ${listed(managers.map((manager) => manager.name))}.`
    : `No Manager was named when the Company was formed; ${owners} will elect one.`
  const several =
    managers.length === 1
      ? 'While there is one Manager, the Manager acts alone.'
      : 'Where there is more than one Manager, they decide by a majority of the Managers in number, at a meeting or in writing, and each Manager may act alone for the Company in the ordinary course of its business.'
  const electors = single ? 'The Member' : 'The Members, by majority vote,'
  return {
    title: 'Management',
    sections: [
      {
        title:
          managers.length === 1 ? 'The Manager runs the Company' : 'The Managers run the Company',
        text: [
          `The Company is managed by its Managers. ${first} A Manager need not be a Member. The Managers have authority over the Company's business and may bind it, except for Major Decisions. ${several}`,
        ],
      },
      majorDecisionsSection(shape),
      {
        title: 'Electing and removing Managers',
        text: [
          `${electors} set${single ? 's' : ''} the number of Managers, elect${single ? 's' : ''} them, and may remove any Manager at any time, with or without cause. A Manager may resign by written notice to the Company. A vacancy is filled in the same way. Each Manager serves until removed, or until resigning, dying or becoming unable to act.`,
        ],
      },
      {
        title: single ? "The Member's role" : "The Members' role",
        text: [
          single
            ? "The Member's role is to own the Company, to elect and remove its Managers and to approve Major Decisions. The Member, acting only as Member, does not run the business or sign for the Company."
            : 'A Member, acting only as a Member, has no authority to run the business or to sign for the Company. The Members vote only on the matters this agreement or the law gives them: electing and removing Managers, Major Decisions, and anything else the Managers ask them to decide.',
        ],
      },
      {
        title: "Managers' duties, pay and expenses",
        text: [
          `Each Manager must act in good faith, with the care a careful person would use in a similar position, and in the Company's interest rather than the Manager's own. A Manager may be paid for managing the Company as ${single ? 'the Member approves' : 'the Members approve by majority vote'}, and is repaid reasonable expenses spent for the Company.`,
        ],
      },
      officers(shape.runners),
    ],
  }
}

export const management = (shape: LlcShape): Article =>
  shape.managed ? managerManaged(shape) : memberManaged(shape)
