import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'
import { CLIENT_PACKAGES, PACKAGES } from '@/order/pricing'
import { formatDollars } from '@/utilities/money'

/**
 * The order wizard with its preset package. The starting total is shown for staff but follows
 * the package: prices live in the pricing function, which the pay endpoint also uses, so a page
 * can never advertise a total the server would refuse.
 */
export const OrderWizardConfig: Block = {
  slug: 'orderWizard',
  dbName: 'wizard',
  interfaceName: 'OrderWizardBlock',
  labels: { singular: 'Order wizard', plural: 'Order wizards' },
  admin: blockAdmin({
    slug: 'orderWizard',
    description: 'The five-step order form with its package preset, ending in payment.',
    group: 'Ordering',
  }),
  fields: [
    sectionFields({ background: 'tinted' }),
    {
      name: 'clientPackage',
      label: 'Package',
      type: 'select',
      required: true,
      defaultValue: 'free',
      options: CLIENT_PACKAGES.map((value) => ({
        value,
        label: `${PACKAGES[value].label} (from ${formatDollars(PACKAGES[value].startingTotal)})`,
      })),
    },
    {
      name: 'startingTotal',
      type: 'number',
      admin: {
        readOnly: true,
        description:
          "Set by the package's price; the state fee is added when the visitor picks a state.",
      },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            PACKAGES[siblingData.clientPackage as keyof typeof PACKAGES]?.startingTotal ?? 0,
        ],
      },
    },
  ],
}
