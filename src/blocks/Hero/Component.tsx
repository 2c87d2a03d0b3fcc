import { Star } from 'lucide-react'

import { Buttons } from '@/components/Buttons'
import { Media } from '@/components/Media'
import type { HeroBlock as HeroBlockProps } from '@/payload-types'

function Rating({ score, label }: { score: number; label?: string | null }) {
  const text = `${score.toLocaleString('en-US', { maximumFractionDigits: 1 })}/5`
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} width={18} height={18} className={i < Math.round(score) ? 'is-filled' : undefined} />
        ))}
      </span>
      <strong className="rating__score">{text}</strong>
      {label && <span className="rating__label">{label}</span>}
    </p>
  )
}

export function HeroBlock({ variant, eyebrow, heading, text, links, rating, media }: HeroBlockProps) {
  const hasMedia = variant === 'split' && media && typeof media === 'object'
  return (
    <section className={`hero hero--${variant}`}>
      <div className={`container hero__inner${hasMedia ? ' hero__inner--split' : ''}`}>
        <div className="hero__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="hero__heading">{heading}</h1>
          {text && <p className="hero__text">{text}</p>}
          <Buttons links={links} className="buttons hero__buttons" />
          {typeof rating?.score === 'number' && <Rating score={rating.score} label={rating.label} />}
        </div>
        {hasMedia && (
          <div className="hero__media">
            <Media resource={media} sizes="(max-width: 900px) 100vw, 540px" priority />
          </div>
        )}
      </div>
    </section>
  )
}
