import { describe, expect, it } from 'vitest'

import { videoEmbed } from '@/utilities/videoEmbed'
import { VIDEO_FRAME_ORIGINS } from '@/security/contentSecurityPolicy'

describe('video embeds', () => {
  it('builds each host’s player address from the id', () => {
    expect(videoEmbed({ provider: 'youtube', videoId: 'M7lc1UVf-VE' })).toEqual({
      kind: 'frame',
      src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0',
    })
    expect(videoEmbed({ provider: 'vimeo', videoId: '76979871' })?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    )
    expect(videoEmbed({ provider: 'youku', videoId: 'XMTY2MjY1NjMyOA==' })?.src).toBe(
      'https://player.youku.com/embed/XMTY2MjY1NjMyOA==?autoplay=true',
    )
  })

  it('frames only hosts the Content-Security-Policy allows', () => {
    for (const video of [
      { provider: 'youtube', videoId: 'M7lc1UVf-VE' },
      { provider: 'vimeo', videoId: '1' },
      { provider: 'youku', videoId: 'XM=' },
    ] as const) {
      expect(VIDEO_FRAME_ORIGINS).toContain(new URL(videoEmbed(video)!.src).origin)
    }
  })

  it('plays a file by address in the browser’s own player', () => {
    expect(videoEmbed({ provider: 'custom', url: '/media/tour.mp4' })).toEqual({
      kind: 'file',
      src: '/media/tour.mp4',
    })
    expect(videoEmbed({ provider: 'custom', url: 'https://cdn.example.com/a.webm' })?.kind).toBe(
      'file',
    )
  })

  it('refuses ids and addresses that could break out of the player address', () => {
    expect(videoEmbed({ provider: 'youtube', videoId: 'abc"><script>' })).toBeNull()
    expect(videoEmbed({ provider: 'vimeo', videoId: '123?x=1' })).toBeNull()
    expect(videoEmbed({ provider: 'youtube', videoId: '../../evil' })).toBeNull()
    expect(videoEmbed({ provider: 'custom', url: 'javascript:alert(1)' })).toBeNull()
    expect(videoEmbed({ provider: 'custom', url: 'http://plain.example.com/a.mp4' })).toBeNull()
    expect(videoEmbed({ provider: 'custom', url: '' })).toBeNull()
    expect(videoEmbed(null)).toBeNull()
  })
})
