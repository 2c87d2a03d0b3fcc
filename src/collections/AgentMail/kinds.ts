/** What our registered agent receives for a company (docs/registered-agent.md#documents-received). */
export const AGENT_MAIL_KINDS = [
  { value: 'service_of_process', label: 'Service of process (legal papers: a lawsuit or claim)' },
  { value: 'state_notice', label: 'Notice from the state' },
  { value: 'tax_notice', label: 'Tax notice' },
  { value: 'other', label: 'Other official mail' },
] as const
export type AgentMailKind = (typeof AGENT_MAIL_KINDS)[number]['value']

/** How the customer's page and email name each kind. */
export const AGENT_MAIL_TITLES: Record<AgentMailKind, string> = {
  service_of_process: 'Service of process',
  state_notice: 'Notice from the state',
  tax_notice: 'Tax notice',
  other: 'Official mail',
}
