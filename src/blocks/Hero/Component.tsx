import Link from 'next/link'

import type { HeroBlock as HeroBlockProps } from '@/payload-types'

export function HeroBlock({ eyebrow, heading, text, links }: HeroBlockProps) {
  return (
    <section className="hero">
      <div className="container">
        {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
        <h1 className="hero__heading">{heading}</h1>
        {text && <p className="hero__text">{text}</p>}
        {links && links.length > 0 && (
          <div className="hero__links">
            {links.map((link, i) => (
              <Link key={link.id ?? i} href={link.url} className={i === 0 ? 'btn btn--primary' : 'btn'}>
                {link.label}
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
