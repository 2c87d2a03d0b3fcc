/** Mail the server wrote as `.eml` files, read as text by the int and e2e tests. */

/**
 * An `.eml` file as text: its headers as written (they are not quoted-printable: `?t=59.` in a
 * header is no escape), its body with quoted-printable soft breaks and escapes undone.
 */
export function decodedMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/)
  const [headers, body] = end < 0 ? [raw, ''] : [raw.slice(0, end), raw.slice(end)]
  return (
    headers +
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  )
}
