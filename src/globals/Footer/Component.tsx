import { Icon } from '@/components/Icon'

import { Brand } from '@/components/Brand'
import { CMSLink } from '@/components/CMSLink'
import type { Footer as FooterData } from '@/payload-types'

import styles from './styles.module.css'

export function Footer({ data, siteName }: { data: FooterData | null; siteName: string }) {
  const contact = data?.contact
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Brand siteName={siteName} light />
          {data?.about && <p>{data.about}</p>}
        </div>
        {data?.columns?.map((column, i) => (
          <nav key={column.id ?? i} aria-label={column.title} className={styles.column}>
            <h2 className={styles.title}>{column.title}</h2>
            <ul>
              {column.links?.map(({ id, link }, j) => (
                <li key={id ?? j}>
                  <CMSLink {...link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {contact && (
          <div className={styles.column}>
            <h2 className={styles.title}>Contact</h2>
            <ul className={styles.contact}>
              {contact.email && (
                <li>
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              )}
              {contact.phone && (
                <li>
                  <Icon name="phone" size={18} />
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                </li>
              )}
              {contact.address && (
                <li>
                  <Icon name="map-pin" size={18} />
                  <span>{contact.address}</span>
                </li>
              )}
              {contact.supportHours && (
                <li>
                  <Icon name="clock" size={18} />
                  <span>
                    {contact.supportHours}
                    {contact.replyTime && <small>{contact.replyTime}</small>}
                  </span>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          {data?.copyright || `© ${new Date().getFullYear()} ${siteName}. All rights reserved.`}
        </p>
      </div>
    </footer>
  )
}
