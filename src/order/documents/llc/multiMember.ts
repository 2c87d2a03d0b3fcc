/**
 * The Operating Agreement's articles for an LLC with two or more members
 * (docs/documents.md#the-documents): voting by ownership, meetings, deadlock,
 * restricted transfers with a right of first refusal, new members, and buying out a member who
 * leaves.
 */
import type { Article, LlcShape } from './terms'

export function voting({ managed }: LlcShape): Article {
  const caller = managed ? 'Any Member or Manager' : 'Any Member'
  return {
    title: 'Voting and meetings',
    sections: [
      {
        title: 'Votes',
        text: [
          'Each Member votes in proportion to its ownership percentage. Where this agreement leaves a matter to the Members, Members holding more than 50% of all the ownership percentages decide it (a "majority vote"), except a Major Decision, which needs the approval of all the Members.',
        ],
      },
      {
        title: 'Meetings',
        text: [
          `The Members need not hold regular meetings. ${caller} may call one by giving every Member at least 7 days' written notice of its time, its place or video link, and what it will decide. Members holding more than 50% of the ownership percentages form a quorum. A Member may take part by phone or video, and may vote by a written proxy. A Member who takes part without objecting to the notice at the start waives it.`,
        ],
      },
      {
        title: 'Decisions in writing',
        text: [
          'Instead of meeting, the Members may decide by a written consent (email included) signed or sent by Members holding the percentage the decision needs. The Company gives a copy promptly to any Member who did not sign, and keeps every consent with its records.',
        ],
      },
      {
        title: 'Deadlock',
        text: [
          'A deadlock exists when the Members cannot decide a matter the business needs decided, because the votes are split evenly or a Major Decision is not approved, after it has been put to them at two meetings at least 14 days apart.',
          'Any Member may then ask, by written notice, for mediation by a mediator the Members choose together. The Members will take part in good faith and share the mediator\'s fees in proportion to their ownership percentages. Until the matter is decided, the Company carries on as before. If the deadlock is not resolved within 60 days after the notice, any Member may withdraw on 30 days\' notice and be bought out under "Buying out a departing Member".',
        ],
      },
    ],
  }
}

export const transfers = (): Article => ({
  title: 'Transfers and new Members',
  sections: [
    {
      title: 'No transfer without consent',
      text: [
        'A Member may not sell, give, pledge or otherwise transfer all or part of its interest in the Company, except with the written approval of all the other Members or under "Right of first refusal". A transfer made in breach of this article is void.',
      ],
    },
    {
      title: 'Right of first refusal',
      text: [
        'A Member who receives a genuine written offer from someone else to buy its interest, and wants to accept it, must first offer the interest to the Company at the same price and on the same terms, by written notice with a copy of the offer. The Company has 30 days to accept. The other Members decide for the Company by a majority of their ownership percentages, without the selling Member; this is not a Major Decision.',
        'If the Company does not buy the whole interest, the other Members may buy what is left, in proportion to their ownership percentages, within a further 30 days. If the interest is still not bought in full, the selling Member may sell it to the person who made the offer within the next 90 days, at no lower price and on no better terms. After that, the interest must be offered again under this section.',
      ],
    },
    {
      title: 'What a buyer receives',
      text: [
        'Someone who acquires an interest and is not a Member receives only the share of profits, losses and distributions that goes with it. That person becomes a Member, with a vote, only if admitted under "New Members".',
      ],
    },
    {
      title: 'New Members',
      text: [
        "A new Member may be admitted only as a Major Decision, with the approval of all the Members. A new Member signs a written agreement to be bound by this agreement, and Schedule A is updated with the new Member's contribution and everyone's new ownership percentages.",
      ],
    },
  ],
})

export const leaving = (): Article => ({
  title: 'Leaving the Company',
  sections: [
    {
      title: 'Withdrawal',
      text: [
        'A Member may withdraw from the Company by giving the Company and the other Members at least 90 days\' written notice, or 30 days\' notice after a deadlock under "Deadlock".',
      ],
    },
    {
      title: 'When a Member departs',
      text: [
        'A Member departs when it withdraws; when a Member who is an individual dies, or a court finds them unable to manage their own affairs; when a Member that is a company dissolves or ends; or when a Member becomes bankrupt. From then on, the departing Member, or its estate or successor, keeps only the right to the distributions that go with its interest, and has no vote, until the interest is bought.',
        'A departure does not dissolve the Company. The remaining Members carry it on.',
      ],
    },
    {
      title: 'Buying out a departing Member',
      text: [
        "The Company will buy the departing Member's whole interest, and the departing Member (or its estate or successor) must sell it, at Fair Value. If the Company chooses not to buy it (the other Members decide that by a majority of their ownership percentages), or the law does not allow it to, the other Members may buy it in proportion to their ownership percentages. When a Member dies, the other Members may instead agree, all of them and within 60 days, to admit the person who inherits the interest as a Member in the deceased Member's place.",
        "Fair Value is the price the Company and the departing Member (or its estate or successor) agree within 30 days after the departure. If they do not agree, an independent appraiser they choose together values the whole Company as a going business, and Fair Value is the departing Member's ownership percentage of that value. If they cannot agree on one appraiser, each side appoints one and Fair Value is the average of the two results. The two sides share the appraisers' fees equally.",
        'The sale closes within 60 days after Fair Value is settled. At closing the buyer pays at least 20% of the price; the rest may be paid in up to four equal yearly installments, with interest at the applicable federal rate the IRS publishes for the month of closing. The buyer may pay early at any time.',
      ],
    },
  ],
})
