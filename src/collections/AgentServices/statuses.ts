/** An agent service's statuses (docs/registered-agent.md#the-service). */
export const AGENT_SERVICE_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'ended', label: 'Ended' },
  { value: 'own_agent', label: 'The customer’s own agent' },
] as const
export type AgentServiceStatus = (typeof AGENT_SERVICE_STATUSES)[number]['value']

/** When a stop the customer asks for takes effect. */
export const CANCEL_TIMINGS = [
  { value: 'period_end', label: 'At the end of the period' },
  { value: 'now', label: 'At once' },
] as const
export type CancelTiming = (typeof CANCEL_TIMINGS)[number]['value']
