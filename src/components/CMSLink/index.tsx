import Link from 'next/link'
import type React from 'react'

import { type Appearance, buttonClass } from '@/components/Button'
import { type LinkData, linkHref } from '@/utilities/linkHref'

type Props = LinkData & {
  label?: string | null
  newTab?: boolean | null
  appearance?: Appearance | null
  className?: string
  children?: React.ReactNode
}

/**
 * A link set in the CMS (fields/link.ts): pages of this site by reference, anything else by URL.
 * Renders nothing when its page is gone, rather than a link to a 404.
 */
export function CMSLink({
  type,
  reference,
  url,
  label,
  newTab,
  appearance,
  className,
  children,
}: Props) {
  const href = linkHref({ type, reference, url })
  if (!href) return null
  const classes =
    [appearance ? buttonClass(appearance) : null, className].filter(Boolean).join(' ') || undefined
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const content = (
    <>
      {label}
      {children}
    </>
  )
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={classes} {...tab}>
        {content}
      </Link>
    )
  }
  return (
    <a
      href={href}
      className={classes}
      rel={href.startsWith('http') ? 'noopener' : undefined}
      {...tab}
    >
      {content}
    </a>
  )
}
