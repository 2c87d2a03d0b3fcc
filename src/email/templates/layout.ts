import { escapeHtml as h } from './escape'

export type Support = { email?: string | null; phone?: string | null; hours?: string | null }

/** How to reach us, a line each, for the foot of a customer's email. */
export const supportLines = (support: Support): string[] =>
  [
    support.hours ? `Support hours: ${support.hours}` : null,
    support.email ? `Email: ${support.email}` : null,
    support.phone ? `Phone: ${support.phone}` : null,
  ].filter((line): line is string => Boolean(line))

/** A customer's email as simple HTML: the title, the body (already escaped), how to reach us. */
export function customerEmailHtml({
  title,
  body,
  support,
  siteName,
}: {
  title: string
  body: string
  support: Support
  siteName: string
}): string {
  const reach = supportLines(support)
    .map((line) => `${h(line)}<br>`)
    .join('')
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${h(title)}</h1>
${body}
<p style="margin-top:20px">Questions? Reply to this email or contact us.<br>${reach}</p>
<p>${h(siteName)}</p>
</div></body></html>`
}

/** A numbered list of steps as HTML. */
export const stepsHtml = (steps: string[]): string =>
  `<ol style="padding-left:20px;margin:0">${steps.map((step) => `<li style="margin:0 0 6px">${h(step)}</li>`).join('')}</ol>`
