import { cachedQuery, listTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

import { loadStateChoices } from './stateFeeTable'

/** The states and fees the order wizard shows, cached until a fee changes. */
export const stateChoices = () =>
  cachedQuery(['state-fees', 'choices'], [listTag('state-fees')], async () =>
    loadStateChoices(await getPayloadClient()),
  )
