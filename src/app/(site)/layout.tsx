// Tokens and base styles first, so every component's module can refine them.
import './globals.css'

import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

import { ScrollReveal } from '@/components/ScrollReveal'
import { StaffBar } from '@/components/StaffBar'
import { getSiteGlobals } from '@/content/globals'
import { Footer } from '@/globals/Footer/Component'
import { Header } from '@/globals/Header/Component'
import { requestServerUrl } from '@/utilities/serverUrl'
import { portalHref, siteNameOf } from '@/utilities/siteSettings'

const sans = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  display: 'swap',
  weight: '100 900',
  variable: '--font-sans',
})

export async function generateMetadata(): Promise<Metadata> {
  const siteName = siteNameOf((await getSiteGlobals()).settings)
  return {
    metadataBase: new URL(await requestServerUrl()),
    title: { default: siteName, template: `%s · ${siteName}` },
  }
}

export const viewport: Viewport = { themeColor: '#1d4ed8' }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { header, footer, settings } = await getSiteGlobals()
  const siteName = siteNameOf(settings)
  return (
    <html lang="en" className={sans.variable}>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header data={header} siteName={siteName} portalUrl={portalHref(settings)} />
        <main id="main">{children}</main>
        <Footer data={footer} siteName={siteName} />
        <ScrollReveal />
        <StaffBar />
      </body>
    </html>
  )
}
