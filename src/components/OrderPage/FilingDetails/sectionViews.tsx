import type { ComponentType } from 'react'

import type { SectionName } from '@/order/filing/details'

import { AddressesSection } from './AddressesSection'
import { AgentSection } from './AgentSection'
import { CompanySection } from './CompanySection'
import { CorporationPeopleSection } from './CorporationPeopleSection'
import { EinSection } from './EinSection'
import { LlcPeopleSection } from './LlcPeopleSection'
import { NonprofitPeopleSection } from './NonprofitPeopleSection'
import { SharesSection } from './SharesSection'

/** Each section's form: a section without one is a compile error. */
export const SECTION_VIEWS: Record<SectionName, ComponentType> = {
  company: CompanySection,
  llcPeople: LlcPeopleSection,
  corporationPeople: CorporationPeopleSection,
  nonprofitPeople: NonprofitPeopleSection,
  shares: SharesSection,
  agent: AgentSection,
  addresses: AddressesSection,
  ein: EinSection,
}
