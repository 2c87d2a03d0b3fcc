import type { Metadata } from 'next'

import { FindOrder } from '@/components/OrderPage/FindOrder'
import { PageTitle } from '@/components/PageTitle'
import { Section } from '@/components/Section'
import styles from '@/components/OrderPage/styles.module.css'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = {
  title: 'Find your order',
  description:
    'Your order page shows where your company formation stands. Lost the link? We email it again.',
  robots: { index: false, follow: false },
}

/** A whole number of minutes from the query, or null. */
const minutes = (value: unknown) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) ? Math.max(1, Number(value)) : null

export default async function FindOrderPage({ searchParams }: Args) {
  const query = await searchParams
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle pageTitle="Find your order" />
      </Section>
      <Section spacing="compact">
        <div className={styles.page}>
          <div className="prose">
            <p>
              Every order has its own page: where it stands with the state, what you paid, your
              formation documents once they are ready, and the dates your state will ask for a
              report or a tax. No account or password is needed: the page opens from its link.
            </p>
            <p>
              The link is in every email we sent you about the order, starting with the order
              confirmation. Keep it to yourself: anyone with the link can see the order.
            </p>
          </div>
          <FindOrder
            sent={query.sent === '1'}
            wait={minutes(query.wait)}
            invalidEmail={query.error === 'email'}
          />
        </div>
      </Section>
    </>
  )
}
