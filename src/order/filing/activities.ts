/** IRS Form SS-4, line 16: the principal activity's boxes, as the form words each (docs/filing-details.md). */
import type { PRINCIPAL_ACTIVITIES } from './details'

/** IRS Form SS-4, line 16, as the form words each box. */
export const ACTIVITY_WORDS: Record<(typeof PRINCIPAL_ACTIVITIES)[number], string> = {
  construction: 'Construction',
  rental_leasing: 'Rental & leasing',
  transportation_warehousing: 'Transportation & warehousing',
  health_care_social_assistance: 'Health care & social assistance',
  accommodation_food_service: 'Accommodation & food service',
  wholesale_agent_broker: 'Wholesale – agent/broker',
  wholesale_other: 'Wholesale – other',
  retail: 'Retail',
  real_estate: 'Real estate',
  manufacturing: 'Manufacturing',
  finance_insurance: 'Finance & insurance',
  other: 'Other (specify)',
}
