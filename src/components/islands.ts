'use client'

import dynamic from 'next/dynamic'

/**
 * The interactive islands, each in its own chunk: every page shares one route, so imported
 * directly they would load on every page; this way a page downloads only the islands it shows.
 * Still rendered on the server.
 */
export const Accordion = dynamic(() => import('./Accordion').then((module) => module.Accordion))
export const Tabs = dynamic(() => import('./Tabs').then((module) => module.Tabs))
export const PricingToggle = dynamic(() =>
  import('./PricingToggle').then((module) => module.PricingToggle),
)
export const Countdown = dynamic(() => import('./Countdown').then((module) => module.Countdown))
export const SiteForm = dynamic(() =>
  import('./SiteForm/SiteForm').then((module) => module.SiteForm),
)
export const CheckedForm = dynamic(() =>
  import('./SiteForm/CheckedForm').then((module) => module.CheckedForm),
)
export const AuthForm = dynamic(() => import('./AuthForm').then((module) => module.AuthForm))
export const FilterList = dynamic(() => import('./FilterList').then((module) => module.FilterList))
export const VideoModal = dynamic(() => import('./VideoModal').then((module) => module.VideoModal))
export const Slider = dynamic(() => import('./Slider').then((module) => module.Slider))
