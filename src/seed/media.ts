import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'
import sharp from 'sharp'

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

/**
 * Uploads one of the seed's own images (an SVG drawn for this project), rasterized to PNG so
 * the media collection can make its responsive sizes from it.
 */
export async function uploadSeedImage(
  payload: Payload,
  file: string,
  alt: string,
  context: Record<string, unknown>,
) {
  const svg = await readFile(path.join(assets, file))
  const png = await sharp(svg, { density: 144 }).png({ compressionLevel: 9 }).toBuffer()
  const name = file.replace(/\.svg$/, '.png')
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
    // A copy per upload: the cloud-storage plugin flags the request context while it stores a
    // file, and uploads made at the same time must not see each other's flag.
    context: { ...context },
    overrideAccess: true,
  })
}
