import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { CallToActionView } from '@/blocks/CallToAction/Component'
import { Icon } from '@/components/Icon'
import { Accordion } from '@/components/islands'
import { JsonLd } from '@/components/JsonLd'
import { PageTitle } from '@/components/PageTitle'
import { Section } from '@/components/Section'
import { SectionHeading } from '@/components/SectionHeading'
import { getSiteGlobals } from '@/content/globals'
import { findService, servicePath, servicePrice, serviceQuestions } from '@/content/services'
import type { Service } from '@/payload-types'
import { documentMetadata } from '@/utilities/metadata'
import { paragraphs } from '@/utilities/paragraphs'
import { siteNameOf } from '@/utilities/siteSettings'

import styles from './page.module.css'
import { serviceStructuredData } from './structuredData'
import { RichText } from '@/components/RichText'

type Args = { params: Promise<{ slug: string }> }

// Rendered on first request (the build reads no database) and served from cache; a change to any
// service refreshes the site (services are
// shown on many pages: src/utilities/revalidateSite.ts). Services have no drafts to preview.
// /service itself is the CMS page of that slug ([[...slug]]); only /service/<slug> comes here.
export const dynamicParams = true
export const revalidate = false

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const service = await findService((await params).slug)
  if (!service) return { title: 'Page not found' }
  return documentMetadata({
    title: service.title,
    meta: service.meta,
    fallbackDescription: service.summary,
    path: servicePath(service.slug),
    document: { collection: 'services', id: service.id },
  })
}

/** What it costs: the amount and its note, or "priced on request" with the way to ask. */
function Price({ price }: { price: Service['price'] }) {
  const amount = servicePrice(price)
  return (
    <aside className={`card-tinted ${styles.price}`} aria-labelledby="price-heading">
      <h2 id="price-heading">Price</h2>
      {amount ? (
        <p className={styles.amount}>{amount}</p>
      ) : (
        <p className={styles.onRequest}>
          Priced on request — <Link href="/quote">ask us</Link>
        </p>
      )}
      {price?.note && <p className={styles.note}>{price.note}</p>}
    </aside>
  )
}

export default async function ServicePage({ params }: Args) {
  const service = await findService((await params).slug)
  if (!service) notFound()
  const { settings } = await getSiteGlobals()
  const included = service.included ?? []
  const questions = serviceQuestions(service)
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle pageTitle={service.title} parent={{ label: 'Services', href: '/service' }} />
      </Section>
      <Section>
        <div className={`with-aside ${styles.layout}`}>
          <article className={styles.main}>
            <p className={styles.summary}>{service.summary}</p>
            {service.description && (
              <div className={`prose ${styles.body}`}>
                <RichText data={service.description} />
              </div>
            )}
            {included.length > 0 && (
              <>
                <h2>What’s included</h2>
                <ul className={`icon-list ${styles.included}`}>
                  {included.map(({ id, item }, i) => (
                    <li key={id ?? i}>
                      <Icon name="check" size={18} />
                      {item}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </article>
          <Price price={service.price} />
        </div>
      </Section>
      {questions.length > 0 && (
        <Section id="questions" background="tinted">
          <SectionHeading eyebrow={service.title} title="Common questions" />
          <div className={styles.questions}>
            <Accordion
              items={questions.map((faq) => ({
                id: String(faq.id),
                title: faq.question,
                content: paragraphs(faq.answer).map((text, i) => <p key={i}>{text}</p>),
              }))}
            />
          </div>
        </Section>
      )}
      <Section id="order">
        <CallToActionView
          blockType="cta"
          title="Ready to start?"
          intro={`Choose the package that fits you and order online in about ten minutes, or ask us about ${service.title} first.`}
          links={[
            { link: { type: 'custom', url: '/pricing', label: 'Start your order' } },
            {
              link: {
                type: 'custom',
                url: '/contact',
                label: 'Ask a question',
                appearance: 'secondary',
              },
            },
          ]}
        />
      </Section>
      <JsonLd data={serviceStructuredData(service, siteNameOf(settings))} />
    </>
  )
}
