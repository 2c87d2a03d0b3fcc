import { fileTypeFromBuffer } from 'file-type'
import { validateMimeType } from 'payload/shared'

/**
 * What an uploaded file is, judged by its bytes, never by what the browser says: its name must
 * end in the extension of a kind the collection accepts, and its content must be of that kind.
 * Payload reads content too (`upload.mimeTypes`), but takes a file whose bytes it cannot place
 * (a web page, an SVG without an XML declaration, any text) for text, by its extension: a web
 * page named `resume.pdf` was accepted where text is, and kept as a PDF.
 */
type FileKind = {
  /** How a person names it: "The file must be a PDF." */
  name: string
  mimeType: string
  extensions: string[]
  /**
   * What its bytes must show: the types `file-type` reads in them; 'text' for plain text, which
   * has no signature; 'svg' for SVG markup, whose safety Payload checks on its own.
   */
  content: string[] | 'text' | 'svg'
}

const WORD = 'a Word document'

const KINDS: FileKind[] = [
  { name: 'a PDF', mimeType: 'application/pdf', extensions: ['pdf'], content: ['application/pdf'] },
  // Word 97–2003 files are Microsoft compound files, which is all their bytes say.
  {
    name: WORD,
    mimeType: 'application/msword',
    extensions: ['doc'],
    content: ['application/x-cfb'],
  },
  {
    name: WORD,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    content: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  {
    name: 'an OpenDocument text',
    mimeType: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
    content: ['application/vnd.oasis.opendocument.text'],
  },
  {
    name: 'an RTF document',
    mimeType: 'application/rtf',
    extensions: ['rtf'],
    content: ['application/rtf'],
  },
  { name: 'a plain text file', mimeType: 'text/plain', extensions: ['txt'], content: 'text' },
  {
    name: 'a JPEG image',
    mimeType: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    content: ['image/jpeg'],
  },
  { name: 'a PNG image', mimeType: 'image/png', extensions: ['png'], content: ['image/png'] },
  { name: 'a WebP image', mimeType: 'image/webp', extensions: ['webp'], content: ['image/webp'] },
  { name: 'a GIF image', mimeType: 'image/gif', extensions: ['gif'], content: ['image/gif'] },
  { name: 'an AVIF image', mimeType: 'image/avif', extensions: ['avif'], content: ['image/avif'] },
  { name: 'an SVG image', mimeType: 'image/svg+xml', extensions: ['svg'], content: 'svg' },
]

/** The images browsers show, for collections whose files are pictures on the site. */
export const WEB_IMAGE_TYPES = KINDS.filter((kind) => kind.mimeType.startsWith('image/')).map(
  (kind) => kind.mimeType,
)

/**
 * An optional byte-order mark, XML declaration, comments and doctype, then an <svg> element. A
 * comment cannot hold "-->" nor a doctype's subset "]", so each part matches one way only and
 * a file of many comments cannot make the test run long.
 */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--(?:(?!-->)[\s\S])*-->\s*|<!DOCTYPE[^>[]*(?:\[[^\]]*\])?\s*>\s*)*<svg[\s>]/i

/** Bytes no text file has: NUL, within the part a person's text editor would show first. */
const looksBinary = (bytes: Uint8Array) => bytes.subarray(0, 8192).includes(0)

async function isOfKind(kind: FileKind, bytes: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  if (kind.content === 'text') return !detected && !looksBinary(bytes)
  if (kind.content === 'svg') {
    if (detected && detected.mime !== 'application/xml') return false
    return SVG_START.test(new TextDecoder().decode(bytes.subarray(0, 64 * 1024)))
  }
  return Boolean(detected && kind.content.includes(detected.mime))
}

/** "a PDF (.pdf), a Word document (.doc, .docx) or a plain text file (.txt)" */
function listOf(kinds: FileKind[]): string {
  const names = new Map<string, string[]>()
  for (const kind of kinds)
    names.set(kind.name, [...(names.get(kind.name) ?? []), ...kind.extensions])
  const items = [...names].map(([name, extensions]) => `${name} (.${extensions.join(', .')})`)
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '')
}

export type FileVerdict = { mimeType: string } | { problem: string }

/**
 * The MIME type to keep for a file named `filename` with these bytes, or why it is refused,
 * naming the kind expected. `accepted` are the collection's MIME types (patterns such as
 * `image/*` allowed); a kind this table does not know is never accepted.
 */
export async function judgeFile({
  filename,
  bytes,
  accepted,
}: {
  filename: string
  bytes: Uint8Array
  accepted: string[]
}): Promise<FileVerdict> {
  const kinds = KINDS.filter((kind) => validateMimeType(kind.mimeType, accepted))
  const extension = /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase() ?? ''
  const named = kinds.find((kind) => kind.extensions.includes(extension))
  if (!named) return { problem: `The file must be ${listOf(kinds)}.` }
  if (!(await isOfKind(named, bytes))) {
    return { problem: `The file must be ${named.name}: its name says so, but its content is not.` }
  }
  return { mimeType: named.mimeType }
}
