'use client'

import { useKeenSlider } from 'keen-slider/react'
import { type KeyboardEvent, type ReactNode, useState } from 'react'

import styles from './styles.module.css'

type Props = {
  slides: ReactNode[]
  /** Names the carousel for screen readers, e.g. "What our customers say". */
  label: string
  /** How long one slide takes to fade into the next, in milliseconds. */
  duration?: number
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * One slide at a time, fading into the next, round and round: dots to pick a slide, arrow keys
 * and swipes to move by one. Slides out of view are inert, so keyboard and screen-reader users
 * meet only the one shown. It never moves on its own: text that changes while being read is
 * unreadable, and a pause button would be one more control. The server renders the first slide.
 */
export function Slider({ slides, label, duration = 700 }: Props) {
  const [current, setCurrent] = useState(0)
  const [opacities, setOpacities] = useState<number[]>(() => slides.map((_, i) => (i ? 0 : 1)))
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    slides: slides.length,
    loop: true,
    renderMode: 'custom',
    defaultAnimation: { duration: reducedMotion() ? 0 : duration },
    detailsChanged(instance) {
      setOpacities(instance.track.details.slides.map((slide) => slide.portion))
    },
    slideChanged(instance) {
      setCurrent(instance.track.details.rel)
    },
  })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') slider.current?.prev()
    else if (event.key === 'ArrowRight') slider.current?.next()
    else return
    event.preventDefault()
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.slider}
      onKeyDown={onKeyDown}
    >
      <div ref={sliderRef} className={styles.stage} aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== current}
            inert={i !== current}
            className={styles.slide}
            style={{ opacity: opacities[i] ?? 0 }}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => slider.current?.moveToIdx(i)}
            >
              <span className="visually-hidden">
                Show slide {i + 1} of {slides.length}
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
