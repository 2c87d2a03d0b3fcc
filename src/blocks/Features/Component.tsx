import { IconCardBody } from '@/components/IconCardBody'
import { SectionHeading } from '@/components/SectionHeading'
import type { FeaturesBlock as FeaturesBlockProps } from '@/payload-types'

export function FeaturesBlock({ eyebrow, heading, intro, items }: FeaturesBlockProps) {
  return (
    <section className="section">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="grid grid--4 features">
          {items.map((item, i) => (
            <li key={item.id ?? i} className="feature">
              <IconCardBody icon={item.icon} title={item.title} text={item.description} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
