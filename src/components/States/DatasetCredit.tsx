import styles from './credit.module.css'

const LICENCE = 'https://creativecommons.org/licenses/by/4.0/'

/** The "Sources" line every page showing the reference datasets' figures carries (NOTICE). */
export function DatasetCredit() {
  return (
    <p className={styles.credit}>
      <strong>Sources:</strong> each state&apos;s own pages, linked beside its figures, and{' '}
      <a href="https://github.com/startupsolellc/us-llc-fees-dataset">
        US LLC State Requirements Dataset
      </a>
      , © 2026 StartupSole LLC, <a href={LICENCE}>CC BY 4.0</a>;{' '}
      <a href="https://github.com/Ordertoai/us-llc-formation-fees">2026 LLC Cost Index</a>,
      Ordertoai, <a href={LICENCE}>CC BY 4.0</a>.
    </p>
  )
}
