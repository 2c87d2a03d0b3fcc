'use client'

import { useEffect, useState } from 'react'

import { fetchStateFacts, type StateFacts } from './stateRecord'

/** The chosen state's facts once read; null before a state is chosen, while reading, or unread. */
export function useStateFacts(slug: string | null | undefined): StateFacts | null {
  const [read, setRead] = useState<StateFacts | null>(null)
  useEffect(() => {
    if (!slug) return
    let current = true
    void fetchStateFacts(slug).then((facts) => {
      if (current) setRead(facts)
    })
    return () => {
      current = false
    }
  }, [slug])
  return read?.slug === slug ? read : null
}
