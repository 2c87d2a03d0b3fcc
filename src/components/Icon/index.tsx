import {
  BadgeCheck,
  BookOpen,
  Building2,
  Calculator,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Clock,
  Cloud,
  Code,
  Contact,
  Database,
  Dumbbell,
  FileBadge,
  FileText,
  Globe,
  HardDrive,
  Headphones,
  HeartPulse,
  IdCard,
  Landmark,
  LayoutTemplate,
  Lock,
  type LucideIcon,
  Mail,
  MessageCircle,
  MousePointerClick,
  Palette,
  PenTool,
  RefreshCw,
  Rocket,
  Search,
  Send,
  Server,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Shirt,
  ShoppingCart,
  Smartphone,
  Sofa,
  Stamp,
  Star,
  Target,
  Timer,
  TrendingUp,
  Users,
  Video,
  Zap,
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
  'message-circle': MessageCircle,
  chart: ChartColumn,
  search: Search,
  mail: Mail,
  server: Server,
  database: Database,
  cloud: Cloud,
  zap: Zap,
  users: Users,
  target: Target,
  'trending-up': TrendingUp,
  dumbbell: Dumbbell,
  'heart-pulse': HeartPulse,
  'book-open': BookOpen,
  video: Video,
  timer: Timer,
  layout: LayoutTemplate,
  'shopping-cart': ShoppingCart,
  'pen-tool': PenTool,
  code: Code,
  send: Send,
  calendar: CalendarDays,
  refresh: RefreshCw,
  smartphone: Smartphone,
  settings: Settings,
  'hard-drive': HardDrive,
  'shield-alert': ShieldAlert,
  'file-text': FileText,
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
