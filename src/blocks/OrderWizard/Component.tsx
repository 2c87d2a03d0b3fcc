import { squareBrowserConfig } from '@/order/server/squareBrowser'
import { loadStateChoices } from '@/order/server/stateFees'
import type { OrderWizardBlock as OrderWizardBlockProps } from '@/payload-types'
import { getSiteGlobals, portalUrl } from '@/utilities/globals'
import { getPayloadClient } from '@/utilities/payload'

import { LazyOrderWizard as OrderWizard } from './Component.client'

const DEFAULT_STEP_DELAY_MS = 2000

export async function OrderWizardBlock({ clientPackage }: OrderWizardBlockProps) {
  const payload = await getPayloadClient()
  const [{ states, fees }, { settings }] = await Promise.all([
    loadStateChoices(payload),
    getSiteGlobals(),
  ])
  return (
    <div role="region" aria-label="Order">
      <OrderWizard
        clientPackage={clientPackage}
        states={states}
        fees={fees}
        stepDelayMs={settings?.wizardStepDelayMs ?? DEFAULT_STEP_DELAY_MS}
        portalUrl={portalUrl(settings)}
        square={squareBrowserConfig()}
      />
    </div>
  )
}
