import { adminPolicy, API_POLICY } from './contentSecurityPolicy'

type Header = { key: string; value: string }
type HeaderRule = { source: string; headers: Header[] }

/**
 * The site never asks for camera, microphone or location. Payment stays with the site and
 * Square's frames, should Square's card field ask for the Payment Request API.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self "https://web.squarecdn.com" "https://sandbox.web.squarecdn.com")',
].join(', ')

/**
 * Two years. Subdomains are left out: whether every other host of the company's domain speaks
 * HTTPS is not this app's to promise.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000'

/** Headers every response carries. */
function commonSecurityHeaders({ production }: { production: boolean }): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Older browsers' half of `frame-ancestors 'self'`.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    ...(production ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
  ]
}

/**
 * The rules for next.config.ts `headers()`. Next evaluates them once: `next build` fixes them
 * for `next start` (so a production build always sends HSTS; browsers ignore it over plain
 * HTTP, as on a local `npm start`), and `next dev` never sends it. The public site's CSP depends
 * on runtime settings and is set per request by `src/proxy.ts` instead.
 */
export function securityHeaderRules({ production }: { production: boolean }): HeaderRule[] {
  return [
    { source: '/:path*', headers: commonSecurityHeaders({ production }) },
    {
      source: '/admin/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: adminPolicy({ development: !production }) },
      ],
    },
    // A customer's order page and what hangs under it (docs/customer-page.md#privacy): its
    // address is its key, so no page it leads to is told it, and no search engine keeps it. After
    // the rule for every path, so this referrer policy is the one sent.
    {
      source: '/order/:path*',
      headers: [
        { key: 'Referrer-Policy', value: 'no-referrer' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      ],
    },
    // The GraphQL playground (development only) is a page of its own that loads its script from a CDN.
    ...['/api', '/api/:path((?!graphql-playground$).*)'].map((source) => ({
      source,
      headers: [{ key: 'Content-Security-Policy', value: API_POLICY }],
    })),
  ]
}
