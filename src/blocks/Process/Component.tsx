import { IconCardBody } from '@/components/IconCardBody'
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
              <IconCardBody icon={step.icon} title={step.title} text={step.text} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
