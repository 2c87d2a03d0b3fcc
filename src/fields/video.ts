import type { Field } from 'payload'

import { VIDEO_ID, type VideoProvider } from '@/utilities/videoEmbed'

const providerIs = (provider: VideoProvider) => (_: unknown, siblingData: unknown) =>
  ((siblingData as { provider?: string } | undefined)?.provider ?? 'youtube') === provider

const notCustom = (_: unknown, siblingData: unknown) => !providerIs('custom')(_, siblingData)

const validateId = (
  value: string | null | undefined,
  { siblingData }: { siblingData: unknown },
) => {
  const provider = (siblingData as { provider?: VideoProvider }).provider ?? 'youtube'
  if (provider === 'custom') return true
  if (!value) return 'Paste the id of the video.'
  return VIDEO_ID[provider].pattern.test(value) || VIDEO_ID[provider].hint
}

const validateUrl = (
  value: string | null | undefined,
  { siblingData }: { siblingData: unknown },
) => {
  if ((siblingData as { provider?: string }).provider !== 'custom') return true
  if (!value) return 'Give the address of the video file.'
  return (
    /^(https:\/\/[^\s]+|\/[^\s]*)$/.test(value) ||
    'An https:// address or a path on this site, e.g. /media/tour.mp4.'
  )
}

/**
 * A video visitors open in a dialog: one on YouTube, Vimeo or Youku by its id, or a video file
 * by address (played by the browser). Nothing of the player loads until a visitor asks for it.
 */
export const videoField = ({
  condition,
}: {
  /** When the video is optional (a hero's play button): shown and checked only when true. */
  condition?: (data: unknown, siblingData: Record<string, unknown>) => boolean
} = {}): Field => ({
  name: 'video',
  type: 'group',
  admin: { hideGutter: true, condition },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          defaultValue: 'youtube',
          options: [
            { label: 'YouTube', value: 'youtube' },
            { label: 'Vimeo', value: 'vimeo' },
            { label: 'Youku', value: 'youku' },
            { label: 'A video file (custom URL)', value: 'custom' },
          ],
          admin: { width: '30%' },
        },
        {
          name: 'videoId',
          type: 'text',
          label: 'Video id',
          validate: validateId,
          admin: {
            width: '35%',
            condition: notCustom,
            description: 'From the video’s address, e.g. 76979871 in vimeo.com/76979871.',
          },
        },
        {
          name: 'url',
          type: 'text',
          label: 'Video file URL',
          validate: validateUrl,
          admin: {
            width: '35%',
            condition: providerIs('custom'),
            description: 'An .mp4 or .webm file: https://… or a path on this site.',
          },
        },
        {
          name: 'title',
          type: 'text',
          label: 'What the video shows',
          validate: (value: string | null | undefined) =>
            Boolean(value?.trim()) || 'Say what the video shows: it names the player.',
          admin: {
            width: '35%',
            description: 'Names the player for screen readers, e.g. "Product tour, 2 minutes".',
          },
        },
      ],
    },
  ],
})
