import Link from 'next/link'
import type React from 'react'

/** A link entered by staff: internal paths use client navigation, anything else a plain anchor. */
export function CMSLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  const internal = href.startsWith('/') && !href.startsWith('//')
  if (internal) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} rel={href.startsWith('http') ? 'noopener' : undefined}>
      {children}
    </a>
  )
}
