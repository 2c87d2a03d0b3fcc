/**
 * Content-Security-Policy values. The site allows one third party, Square: its Web Payments
 * script, the card field's frames and the calls those frames make; and the video hosts' players,
 * framed only once a visitor opens a video. Everything else is self-hosted (scripts, styles,
 * fonts, images).
 */

type Directives = Record<string, string[]>

/** The script `@square/web-sdk` loads, by the application id's environment. */
const SQUARE_SCRIPT_ORIGINS = ['https://web.squarecdn.com', 'https://sandbox.web.squarecdn.com']

/**
 * Where the card field's frames come from and what they call (pci-connect.squareup.com and
 * pci-connect.squareupsandbox.com among them), in production and sandbox.
 */
const SQUARE_ORIGINS = [
  'https://*.squarecdn.com',
  'https://*.squareup.com',
  'https://*.squareupsandbox.com',
]

/** The video hosts whose players a video dialog frames (see utilities/videoEmbed). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://player.youku.com',
]

const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

const originOf = (url: string | undefined): string | null => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** Denials that every policy shares: no plugins, no foreign base URL, framed by this site only. */
const LOCKED_DOWN: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The admin's live preview frames the site itself.
  'frame-ancestors': ["'self'"],
}

export type SitePolicyOptions = {
  /** NEXT_PUBLIC_SQUARE_SCRIPT_URL: another address of Square's script (the local stand-in). */
  squareScriptUrl?: string
  /** PORTAL_URL: the customer portal, where the account forms post sign-ins and sign-ups. */
  portalUrl?: string
  development?: boolean
}

/**
 * The public site. Pages come from Next's cache with inline scripts (the page data), so they
 * cannot carry a per-request nonce: inline scripts are allowed, foreign ones are not. React in
 * development needs eval.
 */
export function sitePolicy({
  squareScriptUrl,
  portalUrl,
  development = false,
}: SitePolicyOptions): string {
  const scriptOverride = originOf(squareScriptUrl)
  const portal = originOf(portalUrl)
  return serialize({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...SQUARE_SCRIPT_ORIGINS,
      ...(scriptOverride ? [scriptOverride] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", 'https://*.squarecdn.com'],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.squarecdn.com'],
    'font-src': ["'self'", 'https://*.squarecdn.com'],
    'connect-src': ["'self'", ...SQUARE_ORIGINS],
    // Video players open in a dialog only when a visitor asks (see VideoModal).
    'frame-src': [...SQUARE_ORIGINS, ...VIDEO_FRAME_ORIGINS],
    'media-src': ["'self'", 'https:'],
    ...LOCKED_DOWN,
    // The account forms post straight to the portal: that one origin, not every https: site.
    'form-action': ["'self'", ...(portal ? [portal] : [])],
  })
}

/**
 * Payload's admin panel: its own scripts and styles, inline ones included, uploads previewed
 * from blob: and data: URLs, and the site itself in the live preview frame.
 */
export function adminPolicy({ development = false }: { development?: boolean } = {}): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    ...LOCKED_DOWN,
  })
}

/**
 * JSON and uploaded files: nothing in them may run or load anything, so an uploaded SVG opened
 * on its own cannot script the site.
 */
export const API_POLICY = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  sandbox: [],
})
