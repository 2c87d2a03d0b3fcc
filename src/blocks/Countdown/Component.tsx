import { LinkButtons } from '@/components/CMSLink/LinkButtons'
import { Countdown } from '@/components/islands'
import { SiteFormView } from '@/components/SiteForm'
import type { CountdownBlock } from '@/payload-types'

import styles from './styles.module.css'

/** The launch in words, in the time zone staff chose: "December 29, 2023 at 12:00 AM EST". */
const launchInWords = (iso: string, timeZone?: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone || 'America/New_York',
    timeZoneName: 'short',
  }).format(new Date(iso))

export function CountdownView({
  display,
  eyebrow,
  title,
  intro,
  launchAt,
  launchAt_tz,
  liveTitle,
  liveText,
  note,
  links,
  form,
}: CountdownBlock) {
  // A draft in live preview may not have its date yet.
  if (!launchAt || Number.isNaN(Date.parse(launchAt))) return null
  const Heading = display === 'page' ? 'h1' : 'h2'
  return (
    <div className={`${styles.countdown} ${display === 'page' ? styles.page : ''}`}>
      <Countdown
        target={launchAt}
        heading={
          <div className={styles.heading}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <Heading className={styles.title}>{title}</Heading>
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
        }
        live={
          <div className={styles.heading}>
            <Heading className={styles.title}>{liveTitle}</Heading>
            {liveText && <p className={styles.intro}>{liveText}</p>}
          </div>
        }
      >
        <p className={styles.when}>
          Launching <time dateTime={launchAt}>{launchInWords(launchAt, launchAt_tz)}</time>
        </p>
        {note && <p className={styles.note}>{note}</p>}
      </Countdown>
      {form && (
        <div className={styles.form}>
          <SiteFormView form={form} layout="inline" />
        </div>
      )}
      <LinkButtons links={links} className={styles.buttons} />
    </div>
  )
}
