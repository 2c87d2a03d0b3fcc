import { auditLog } from '../auditLog'

/**
 * The history of the fee table: one line per changed value, with who changed it and when.
 * Written by the state fees' own hook (src/collections/StateFees/recordChanges.ts), never edited.
 */
export const StateFeeChanges = auditLog({
  slug: 'state-fee-changes',
  labels: { singular: 'State fee change', plural: 'State fee history' },
  defaultColumns: ['createdAt', 'stateFee', 'summary', 'reason', 'by'],
  description:
    'Every change of a state fee, of its confidence or of the verified mark, newest first.',
  fields: [
    {
      name: 'stateFee',
      label: 'State',
      type: 'relationship',
      relationTo: 'state-fees',
      // Not required: the history outlives a deleted row (the link is then empty).
      index: true,
    },
    {
      name: 'field',
      type: 'select',
      required: true,
      options: [
        { label: 'LLC', value: 'llc' },
        { label: 'C-Corporation', value: 'corporation' },
        { label: 'Nonprofit', value: 'nonprofit' },
        { label: 'LLC confidence', value: 'llcConfidence' },
        { label: 'C-Corporation confidence', value: 'corporationConfidence' },
        { label: 'Nonprofit confidence', value: 'nonprofitConfidence' },
        { label: 'Verified', value: 'verified' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text' },
        { name: 'to', type: 'text' },
      ],
    },
    {
      name: 'reason',
      type: 'text',
      admin: { description: 'Why it changed, where a migration or a settlement says so.' },
    },
  ],
})
