import { existsSync, mkdirSync, renameSync } from 'node:fs'
import path from 'node:path'

import { dataFolders } from '../../src/utilities/dataFolders'

/**
 * The media library used to default to `./media`; it now lives under DATA_DIR with the rest of
 * the app's data. A checkout that still has the old folder gets it moved once, so its images
 * keep showing.
 */
export function moveLegacyMedia(env: Record<string, string | undefined> = process.env): void {
  if (env.MEDIA_DIR) return
  const legacy = path.resolve('media')
  const media = dataFolders(env).media
  if (!existsSync(legacy) || existsSync(media) || legacy === media) return
  mkdirSync(path.dirname(media), { recursive: true })
  renameSync(legacy, media)
  console.log(`Moved the media library from ./media to ${path.relative(process.cwd(), media)}`)
}
