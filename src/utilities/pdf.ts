/**
 * PDF files drawn from a document definition with pdfmake (docs/filing-details.md#pdf): text
 * that wraps and breaks across pages by itself, tables, and a header and footer on every page.
 * Roboto, which pdfmake ships, is embedded; nothing is fetched from the network, and no file is
 * read but the fonts. pdfmake runs unbundled (next.config.ts), so its font paths are its own; it
 * loads with the first PDF, not with the server.
 */
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces'

export type PdfDefinition = TDocumentDefinitions

let loading: Promise<typeof import('pdfmake')> | undefined

async function pdfmakeReady() {
  const [{ default: pdfmake }, { default: roboto }] = await Promise.all([
    import('pdfmake'),
    import('pdfmake/fonts/Roboto.js'),
  ])
  const fonts = roboto as TFontDictionary
  pdfmake.setFonts(fonts)
  pdfmake.setUrlAccessPolicy(() => false)
  const files = new Set(Object.values(fonts.Roboto ?? {}))
  pdfmake.setLocalAccessPolicy((path) => files.has(path))
  return pdfmake
}

/** The PDF's bytes. */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  const pdfmake = await (loading ??= pdfmakeReady())
  return pdfmake.createPdf(definition).getBuffer()
}
