import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { inlineFormField } from '@/fields/formField'
import { linkGroup } from '@/fields/linkGroup'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/** US time zones first: launches are announced in the time of the support team (New York). */
const timezones = [
  { label: 'New York (Eastern)', value: 'America/New_York' },
  { label: 'Chicago (Central)', value: 'America/Chicago' },
  { label: 'Denver (Mountain)', value: 'America/Denver' },
  { label: 'Phoenix (Arizona)', value: 'America/Phoenix' },
  { label: 'Los Angeles (Pacific)', value: 'America/Los_Angeles' },
  { label: 'Anchorage (Alaska)', value: 'America/Anchorage' },
  { label: 'Honolulu (Hawaii)', value: 'Pacific/Honolulu' },
  { label: 'UTC', value: 'UTC' },
]

const DAY_MS = 24 * 60 * 60 * 1000

/** A new countdown aims a month ahead, at midnight, so it ticks before anyone sets the date. */
const aMonthAhead = () => {
  const date = new Date(Date.now() + 30 * DAY_MS)
  date.setUTCHours(5, 0, 0, 0)
  return date.toISOString()
}

/**
 * A countdown to a launch: days, hours, minutes and seconds until the date, then a message once
 * it has passed. As a full page it carries the page's main heading.
 */
export const CountdownConfig: Block = {
  slug: 'countdown',
  dbName: 'cdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Countdown', plural: 'Countdowns' },
  admin: blockAdmin({
    slug: 'countdown',
    description: 'A countdown to a launch date, with a message once it has passed.',
  }),
  fields: [
    sectionFields({ background: 'glow', spacing: 'spacious' }),
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'page',
      options: [
        { label: 'Full page (its title is the page heading)', value: 'page' },
        { label: 'Section of a longer page', value: 'section' },
      ],
      admin: {
        description:
          'Full page fills the screen and needs no page title banner, e.g. a coming-soon page.',
      },
    },
    ...sectionHeadingFields({
      titleRequired: true,
      defaults: {
        eyebrow: 'Coming soon',
        title: 'Something new is on its way',
        intro: 'We are finishing something new for founders. It opens on the day below.',
      },
    }),
    {
      name: 'launchAt',
      type: 'date',
      required: true,
      defaultValue: aMonthAhead,
      timezone: {
        defaultTimezone: 'America/New_York',
        supportedTimezones: timezones,
        required: true,
      },
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
        description:
          'The moment of the launch, in the time zone chosen beside it, e.g. 29 December 2023 12:00 AM New York time. Every visitor counts down to that same moment from their own clock; the date is shown in this time zone.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'liveTitle',
          type: 'text',
          required: true,
          defaultValue: 'It is here',
          admin: {
            width: '50%',
            description: 'Replaces the title once the date has passed, e.g. "Now live".',
          },
        },
        {
          name: 'liveText',
          type: 'textarea',
          defaultValue: 'It is open to every customer now. Sign in to your account to try it.',
          admin: { width: '50%', description: 'One or two sentences under it.' },
        },
      ],
    },
    {
      name: 'note',
      type: 'textarea',
      admin: {
        description:
          'Under the countdown until the launch, e.g. how to hear about it: "Ask our team and we will email you on launch day."',
      },
    },
    linkGroup({ dbName: 'cdown_lnk', appearances: ['primary', 'secondary'], maxRows: 2 }),
    inlineFormField('A "notify me" box under the countdown.'),
  ],
}
