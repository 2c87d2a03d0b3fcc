import { CMSLink } from '@/components/CMSLink'
import type { PricingBlock } from '@/payload-types'
import { linkHref } from '@/utilities/linkHref'

import type { FormationPlan } from './formationPlans'

export type PackageButtons = PricingBlock['buttons']

/** A package's button as staff set it, or "Choose plan" to its order page when left empty. */
export function PackageButton({
  plan,
  buttons,
  className,
}: {
  plan: FormationPlan
  buttons: PackageButtons
  className?: string
}) {
  const set = buttons?.[plan.clientPackage]
  const link =
    set && linkHref(set)
      ? set
      : { type: 'custom' as const, url: `/${plan.clientPackage}`, label: set?.label }
  return (
    <CMSLink
      {...link}
      label={link.label || 'Choose plan'}
      appearance={plan.highlighted ? 'primary' : 'secondary'}
      className={className}
    >
      <span className="visually-hidden"> ({plan.name})</span>
    </CMSLink>
  )
}
