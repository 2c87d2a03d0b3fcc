import { Icon } from '@/components/Icon'
import { SectionHeading } from '@/components/SectionHeading'
import type { ProcessBlock as ProcessBlockProps } from '@/payload-types'

export function ProcessBlock({ eyebrow, heading, intro, steps }: ProcessBlockProps) {
  return (
    <section className="section">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className="grid grid--3 process">
          {steps.map((step, i) => (
            <li key={step.id ?? i} className="process__step">
              <span className="process__number" aria-hidden="true">
                {step.number || String(i + 1).padStart(2, '0')}
              </span>
              <span className="icon-badge">
                <Icon name={step.icon} />
              </span>
              <h3>{step.title}</h3>
              {step.text && <p>{step.text}</p>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
