import dynamic from 'next/dynamic'

import { pause } from '@/utilities/pause'

import { StepLoading } from './StepBoundary'

/** A load that failed once (a dropped connection) is tried again before the step says so. */
const retried =
  <T,>(load: () => Promise<T>) =>
  () =>
    load().catch(() => pause(1_500).then(load))

// The steps after the first load once the visitor starts on the form (`preloadLaterSteps`), not
// with the page: a visitor who only reads the prices downloads the first step alone.
const later = {
  contact: retried(() => import('./steps/ContactStep')),
  filing: retried(() => import('./steps/FilingStep')),
  review: retried(() => import('./steps/ReviewStep')),
  earlier: retried(() => import('./EarlierPaymentNotice')),
}
const loading = () => <StepLoading />
export const ContactStep = dynamic(() => later.contact().then((module) => module.ContactStep), {
  loading,
})
export const FilingStep = dynamic(() => later.filing().then((module) => module.FilingStep), {
  loading,
})
export const ReviewStep = dynamic(() => later.review().then((module) => module.ReviewStep), {
  loading,
})
// Its own placeholder (none), so its load never holds back the billing step around it.
export const EarlierPaymentNotice = dynamic(
  () => later.earlier().then((module) => module.EarlierPaymentNotice),
  { loading: () => null },
)

/** Starts loading steps 2 to 4; a failure is retried by the step itself when it is shown. */
export const preloadLaterSteps = () => {
  for (const load of Object.values(later)) load().catch(() => undefined)
}
