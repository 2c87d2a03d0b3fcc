import { Buttons } from '@/components/Buttons'
import type { CallToActionBlock as CallToActionBlockProps } from '@/payload-types'

export function CallToActionBlock({ heading, text, links }: CallToActionBlockProps) {
  return (
    <section className="section">
      <div className="container">
        <div className="cta">
          <div>
            <h2>{heading}</h2>
            {text && <p>{text}</p>}
          </div>
          <Buttons links={links} className="buttons cta__buttons" />
        </div>
      </div>
    </section>
  )
}
