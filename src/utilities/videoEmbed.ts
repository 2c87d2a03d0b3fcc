export type VideoProvider = 'youtube' | 'vimeo' | 'youku' | 'custom'

export type VideoSource = {
  provider?: VideoProvider | null
  videoId?: string | null
  url?: string | null
  title?: string | null
}

/** What a video id looks like on each host, and how to say so when it does not. */
export const VIDEO_ID: Record<
  Exclude<VideoProvider, 'custom'>,
  { pattern: RegExp; hint: string }
> = {
  youtube: {
    pattern: /^[A-Za-z0-9_-]{11}$/,
    hint: 'A YouTube id is 11 letters, digits, - or _, e.g. M7lc1UVf-VE from youtube.com/watch?v=M7lc1UVf-VE.',
  },
  vimeo: { pattern: /^\d{1,12}$/, hint: 'A Vimeo id is digits, e.g. 76979871.' },
  youku: {
    pattern: /^[A-Za-z0-9=]{1,40}$/,
    hint: 'A Youku id is letters, digits and =, e.g. XMTY2MjY1NjMyOA==.',
  },
}

/**
 * Where the dialog's player comes from: a host's embed address (playing at once, since the
 * visitor just asked for it), or a file for the browser's own player. Null when the id or
 * address is not one the editor's checks would accept (a draft, or data from elsewhere).
 */
export function videoEmbed(
  video: VideoSource | null | undefined,
): { kind: 'frame' | 'file'; src: string } | null {
  if (!video) return null
  const provider = video.provider ?? 'youtube'
  if (provider === 'custom') {
    const url = video.url?.trim()
    return url && /^(https:\/\/|\/)[^\s]*$/.test(url) ? { kind: 'file', src: url } : null
  }
  const id = video.videoId?.trim() ?? ''
  if (!VIDEO_ID[provider]?.pattern.test(id)) return null
  switch (provider) {
    case 'youtube':
      return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
    case 'vimeo':
      return { kind: 'frame', src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` }
    case 'youku':
      return { kind: 'frame', src: `https://player.youku.com/embed/${id}?autoplay=true` }
  }
}
