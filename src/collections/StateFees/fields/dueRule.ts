import type { Condition, GroupField, NumberField } from 'payload'

import { DUE_RULE_KINDS, type DueRuleKind } from '../vocabulary'

const KIND_LABELS: Record<DueRuleKind, string> = {
  unknown: 'Not known',
  'fixed-date': 'A fixed date each year (e.g. May 15)',
  window: 'A window each year (e.g. Jan 1 to Apr 1)',
  'anniversary-month': 'In the month the company was formed',
  'anniversary-date': 'On the anniversary of formation',
  'anniversary-quarter': 'By the end of the quarter of the anniversary',
  'fiscal-year': 'A month after the fiscal year ends',
}

const forKinds =
  (...kinds: DueRuleKind[]): Condition =>
  (_, sibling) =>
    kinds.includes((sibling as { kind?: DueRuleKind } | undefined)?.kind ?? 'unknown')

const numberField = (
  name: string,
  label: string,
  max: number,
  kinds: DueRuleKind[],
  description?: string,
): NumberField => ({
  name,
  label,
  type: 'number',
  min: 1,
  max,
  admin: { width: '25%', step: 1, description, condition: forKinds(...kinds) },
})

/**
 * When a recurring filing or payment is due, in a form dates can be computed from
 * (src/states/dueDates.ts): the kind of rule and the month and day it names.
 */
export const dueRuleGroup = (name = 'due', label = 'Due'): GroupField => ({
  name,
  label,
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'unknown',
      options: DUE_RULE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    {
      type: 'row',
      fields: [
        numberField('startMonth', 'Opens: month', 12, ['window']),
        numberField('startDay', 'Opens: day', 31, ['window']),
        numberField(
          'monthsAfterYearEnd',
          'Month after year end',
          12,
          ['fiscal-year'],
          'e.g. 4 for "the 15th day of the 4th month"',
        ),
        numberField('month', 'Due: month', 12, ['fixed-date', 'window']),
        {
          name: 'monthOffset',
          label: 'Months from the anniversary month',
          type: 'number',
          min: -11,
          max: 11,
          admin: {
            width: '25%',
            step: 1,
            description: 'e.g. -1: due in the month before it. Empty: 0.',
            condition: forKinds('anniversary-month'),
          },
        },
        numberField(
          'day',
          'Due: day',
          31,
          ['fixed-date', 'window', 'anniversary-month', 'fiscal-year'],
          'Empty: the last day of the month.',
        ),
      ],
    },
  ],
})
