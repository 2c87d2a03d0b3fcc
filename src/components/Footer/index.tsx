import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import Link from 'next/link'

import { CMSLink } from '@/components/CMSLink'
import type { Footer as FooterData } from '@/payload-types'

export function Footer({ data, siteName }: { data: FooterData | null; siteName: string }) {
  const contact = data?.contact
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link href="/" className="brand brand--light">
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__name">{siteName}</span>
          </Link>
          {data?.about && <p>{data.about}</p>}
        </div>
        {data?.columns?.map((column, i) => (
          <nav key={column.id ?? i} aria-label={column.title} className="site-footer__column">
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links?.map((link, j) => (
                <li key={link.id ?? j}>
                  <CMSLink href={link.url}>{link.label}</CMSLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {contact && (
          <div className="site-footer__column">
            <h2 className="site-footer__title">Contact</h2>
            <ul className="site-footer__contact">
              {contact.email && (
                <li>
                  <Mail aria-hidden="true" width={18} height={18} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              )}
              {contact.phone && (
                <li>
                  <Phone aria-hidden="true" width={18} height={18} />
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                </li>
              )}
              {contact.address && (
                <li>
                  <MapPin aria-hidden="true" width={18} height={18} />
                  <span>{contact.address}</span>
                </li>
              )}
              {contact.supportHours && (
                <li>
                  <Clock aria-hidden="true" width={18} height={18} />
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
      <div className="container site-footer__bottom">
        <p>{data?.copyright || `© ${new Date().getFullYear()} ${siteName}. All rights reserved.`}</p>
      </div>
    </footer>
  )
}
