'use client'

import { useMemo } from 'react'

import { type ClientPackage, priceOrder, type StateFeeTable } from '@/order/pricing'

import type { WizardDraft } from './form'

/** The running total of the order being filled in, by the pricing function the server runs. */
export function usePrice(clientPackage: ClientPackage, order: WizardDraft, fees: StateFeeTable) {
  const {
    formationState,
    designator,
    expeditedFilling,
    businessLicense,
    ein,
    operatingAgreement,
    businessContractTemplates,
    irsForm,
  } = order
  return useMemo(
    () =>
      priceOrder(
        {
          clientPackage,
          formationState,
          designator,
          expeditedFilling,
          businessLicense,
          ein,
          operatingAgreement,
          businessContractTemplates,
          irsForm,
        },
        fees,
      ),
    [
      clientPackage,
      formationState,
      designator,
      expeditedFilling,
      businessLicense,
      ein,
      operatingAgreement,
      businessContractTemplates,
      irsForm,
      fees,
    ],
  )
}
