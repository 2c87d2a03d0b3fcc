import type { OrderWizardBlock } from '@/payload-types'
import { squareBrowserConfig } from '@/order/server/squareBrowser'
import { loadStateChoices } from '@/order/server/stateFees'
import { LazyOrderWizard as OrderWizard } from '@/order/wizard/LazyOrderWizard'
import { getSiteGlobals, portalUrl } from '@/utilities/globals'
import { getPayloadClient } from '@/utilities/payload'

const DEFAULT_STEP_DELAY_MS = 2000

export async function OrderWizardView({ clientPackage }: OrderWizardBlock) {
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
