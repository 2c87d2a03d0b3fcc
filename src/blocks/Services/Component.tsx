import { ArrowRight } from 'lucide-react'

import { CMSLink } from '@/components/CMSLink'
import { IconCardBody } from '@/components/IconCardBody'
import { SectionHeading } from '@/components/SectionHeading'
import type { ServicesBlock as ServicesBlockProps } from '@/payload-types'

export function ServicesBlock({ eyebrow, heading, intro, items }: ServicesBlockProps) {
  return (
    <section className="section section--tinted" id="services">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="grid grid--3 services" aria-label={heading ?? 'Services'}>
          {items.map((item, i) => (
            <li key={item.id ?? i} className="card service">
              <IconCardBody icon={item.icon} title={item.title} text={item.text} />
              {item.link && (
                <CMSLink href={item.link} className="text-link">
                  {item.linkText || 'Learn more'}
                  <span className="visually-hidden"> about {item.title}</span>
                  <ArrowRight aria-hidden="true" width={16} height={16} />
                </CMSLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
