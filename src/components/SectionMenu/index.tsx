import styles from './styles.module.css'

type Entry = { id?: string | null; label: string; anchor: string }

/**
 * Links to this page's sections in a bar that stays under the site header; plain fragment
 * links, so they work without JavaScript and the browser scrolls (smoothly, unless a visitor
 * asks for less motion).
 */
export function SectionMenu({ entries }: { entries?: Entry[] | null }) {
  if (!entries?.length) return null
  return (
    <nav aria-label="On this page" className={styles.menu} data-section-menu="">
      <ul className={`container ${styles.list}`}>
        {entries.map((entry, i) => (
          <li key={entry.id ?? i}>
            <a href={`#${entry.anchor}`} className={styles.link}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
