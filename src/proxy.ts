import { type NextRequest, NextResponse } from 'next/server'

import { squareBrowserConfig } from '@/order/server/squareBrowser'
import { findRedirect } from '@/redirects/redirectTable'
import { sitePolicy } from '@/security/contentSecurityPolicy'

/**
 * The public site's Content-Security-Policy, set per response because it names the address of
 * Square's script that this server's environment gives the card form (the local stand-in's, for
 * one) and the customer portal the account forms post to, which `next build` cannot know. Other headers come from next.config.ts.
 */
const policy = sitePolicy({
  squareScriptUrl: squareBrowserConfig()?.scriptUrl,
  portalUrl: process.env.PORTAL_URL,
  development: process.env.NODE_ENV === 'development',
})

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // Old addresses staff redirect (never the site's own /next routes, which the table comes from).
  if (!pathname.startsWith('/next/')) {
    const rule = await findRedirect(pathname)
    if (rule)
      return NextResponse.redirect(new URL(rule.to, request.url), rule.permanent ? 308 : 307)
  }
  const response = NextResponse.next()
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // The admin and the API have policies of their own (next.config.ts); built assets need none.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/static/|_next/image).*)'],
}
