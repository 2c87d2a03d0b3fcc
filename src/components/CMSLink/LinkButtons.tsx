import { type Appearance, buttonRowClass } from '@/components/Button'
import type { LinkData } from '@/utilities/linkHref'

import { CMSLink } from '.'

type ButtonLink = LinkData & {
  label: string
  newTab?: boolean | null
  appearance?: Appearance | null
}

/** The buttons of a linkGroup, side by side. */
export function LinkButtons({
  links,
  className,
}: {
  links?: { id?: string | null; link: ButtonLink }[] | null
  className?: string
}) {
  if (!links?.length) return null
  return (
    <div className={[buttonRowClass, className].filter(Boolean).join(' ')}>
      {links.map(({ id, link }, i) => (
        <CMSLink key={id ?? i} {...link} appearance={link.appearance ?? 'primary'} />
      ))}
    </div>
  )
}
