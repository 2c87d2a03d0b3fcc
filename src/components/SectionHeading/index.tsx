import styles from './styles.module.css'

type Props = { eyebrow?: string | null; title?: string | null; intro?: string | null }

/** The eyebrow, title and intro that open most sections (fields: sectionHeadingFields). */
export function SectionHeading({ eyebrow, title, intro }: Props) {
  if (!eyebrow && !title && !intro) return null
  return (
    <div className={styles.heading}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {title && <h2>{title}</h2>}
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}
