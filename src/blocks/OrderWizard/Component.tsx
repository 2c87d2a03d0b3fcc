import { getSiteGlobals } from '@/content/globals'
import { stateChoices } from '@/content/stateFees'
import type { OrderWizardBlock } from '@/payload-types'
import { squareBrowserConfig } from '@/order/server/squareBrowser'
import { agentRenewalPriceOf, portalHref } from '@/utilities/siteSettings'

import { LazyOrderWizard as OrderWizard } from './Component.client'

const DEFAULT_STEP_DELAY_MS = 2000

export async function OrderWizardView({ clientPackage }: OrderWizardBlock) {
  const [{ states, fees }, { settings }] = await Promise.all([stateChoices(), getSiteGlobals()])
  return (
    <div role="region" aria-label="Order">
      <OrderWizard
        clientPackage={clientPackage}
        states={states}
        fees={fees}
        stepDelayMs={settings?.wizardStepDelayMs ?? DEFAULT_STEP_DELAY_MS}
        portalUrl={portalHref(settings)}
        agentRenewalPrice={agentRenewalPriceOf(settings)}
        square={squareBrowserConfig()}
      />
    </div>
  )
}
