import { Icon } from '@/components/Icon'
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
              <span className="icon-badge">
                <Icon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              {item.description && <p>{item.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
