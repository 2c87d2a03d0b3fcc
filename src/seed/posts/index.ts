import type { SeedPost } from './types'
import { bankAccountPost } from './bankingAndMoney'
import { llcOrCorporationPost, operatingAgreementPost, stateCostsPost } from './formingACompany'
import { afterFormationPost, registeredAgentsPost } from './stayingCompliant'
import { einPost } from './taxesAndEin'

export type { SeedPost }

/** The blog’s launch posts, newest first (one file per category). */
export const POSTS: SeedPost[] = [
  einPost,
  registeredAgentsPost,
  llcOrCorporationPost,
  stateCostsPost,
  operatingAgreementPost,
  bankAccountPost,
  afterFormationPost,
]
