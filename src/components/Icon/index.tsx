import {
  BadgeCheck,
  Building2,
  Calculator,
  ClipboardList,
  Clock,
  Contact,
  FileBadge,
  Globe,
  Headphones,
  IdCard,
  Landmark,
  Lock,
  type LucideIcon,
  MousePointerClick,
  Palette,
  Rocket,
  ShieldCheck,
  Shirt,
  Sofa,
  Stamp,
  Star,
} from 'lucide-react'

import type { IconName } from './names'

const drawings: Record<IconName, LucideIcon> = {
  'id-card': IdCard,
  building: Building2,
  'file-badge': FileBadge,
  landmark: Landmark,
  shield: ShieldCheck,
  calculator: Calculator,
  palette: Palette,
  globe: Globe,
  contact: Contact,
  stamp: Stamp,
  shirt: Shirt,
  clock: Clock,
  headphones: Headphones,
  'badge-check': BadgeCheck,
  lock: Lock,
  rocket: Rocket,
  'mouse-pointer': MousePointerClick,
  clipboard: ClipboardList,
  sofa: Sofa,
  star: Star,
}

/** A decorative icon (hidden from assistive technology; the text beside it carries the meaning). */
export function Icon({
  name,
  size = 28,
  className,
}: {
  name?: string | null
  size?: number
  className?: string
}) {
  const Drawing = name ? drawings[name as IconName] : undefined
  if (!Drawing) return null
  return (
    <Drawing
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      strokeWidth={1.75}
      className={className}
    />
  )
}
