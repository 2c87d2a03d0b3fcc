import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { getSiteGlobals, portalUrl } from '@/utilities/globals'
import { serverUrl } from '@/utilities/serverUrl'

import './globals.css'

const sans = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  display: 'swap',
  weight: '100 900',
  variable: '--font-sans',
})

export const metadata: Metadata = {
  metadataBase: new URL(serverUrl()),
  title: { default: 'Formation', template: '%s · Formation' },
}

export const viewport: Viewport = { themeColor: '#1d4ed8' }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { header, footer, settings } = await getSiteGlobals()
  return (
    <html lang="en" className={sans.variable}>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header data={header} portalUrl={portalUrl(settings)} />
        <main id="main">{children}</main>
        <Footer data={footer} siteName={header?.siteName || 'Formation'} />
      </body>
    </html>
  )
}
