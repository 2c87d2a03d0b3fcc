import { escapeHtml as h } from './escape'

/** The admin's reset page for a token, on the site's public address. */
export const resetUrl = (serverUrl: string, token: string): string =>
  `${serverUrl}/admin/reset/${encodeURIComponent(token)}`

/**
 * Payload's forgot-password mail for staff, with an absolute link: a relative one (when the
 * request's host is not trusted) would not open from a mail client.
 */
export const passwordResetHtml = (link: string, siteName = 'Formation'): string =>
  `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">
<p>Someone asked to reset the password of your ${h(siteName)} admin account.</p>
<p><a href="${h(link)}">Choose a new password</a> (the link works for one hour):<br>${h(link)}</p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>
</body></html>`
