import type { ReactNode } from 'react'

import { Icon } from '@/components/Icon'
import type { SpriteIconName } from '@/utilities/iconNames'
import { SectionHeading } from '@/components/SectionHeading'
import type { ContactInfoBlock } from '@/payload-types'
import { getSiteGlobals } from '@/content/globals'

import styles from './styles.module.css'

type Card = { icon: SpriteIconName; title: string; body: ReactNode }

/** A phone number as a tel: address: its digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export async function ContactInfoView({ eyebrow, title, intro }: ContactInfoBlock) {
  const { footer } = await getSiteGlobals()
  const contact = footer?.contact
  const cards: Card[] = []
  if (contact?.address)
    cards.push({ icon: 'map-pin', title: 'Visit us', body: <address>{contact.address}</address> })
  if (contact?.phone)
    cards.push({
      icon: 'phone',
      title: 'Call us',
      body: <a href={telHref(contact.phone)}>{contact.phone}</a>,
    })
  if (contact?.email)
    cards.push({
      icon: 'mail',
      title: 'Email us',
      // A long address may wrap before its @ rather than mid-word.
      body: (
        <a href={`mailto:${contact.email}`}>
          {contact.email.split('@')[0]}
          <wbr />@{contact.email.split('@').slice(1).join('@')}
        </a>
      ),
    })
  if (contact?.supportHours || contact?.replyTime)
    cards.push({
      icon: 'clock',
      title: 'Support hours',
      body: [contact.supportHours, contact.replyTime].filter(Boolean).join('. '),
    })
  if (cards.length === 0) return <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className={`card-list ${styles.grid}`} aria-label={title ?? 'Contact details'}>
        {cards.map(({ icon, title: cardTitle, body }) => (
          <li key={cardTitle} className={`card-surface ${styles.card}`}>
            <span className={styles.badge}>
              <Icon name={icon} size={26} strokeWidth={1.75} />
            </span>
            <h3>{cardTitle}</h3>
            <div className={styles.body}>{body}</div>
          </li>
        ))}
      </ul>
    </>
  )
}
