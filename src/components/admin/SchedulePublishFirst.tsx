'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

const PUBLISH_CHOICE = '.schedule-publish__type li:first-child input[type="radio"]'

/**
 * Payload's schedule dialog opens on "Unpublish" for a document that was never published, where
 * only "Publish" makes sense; this picks Publish each time the dialog opens for such a document
 * (docs/content-editing.md). Staff can still choose otherwise.
 */
export function SchedulePublishFirst() {
  const { hasPublishedDoc } = useDocumentInfo()
  useEffect(() => {
    if (hasPublishedDoc) return
    const observer = new MutationObserver(() => {
      const publish = document.querySelector<HTMLInputElement>(PUBLISH_CHOICE)
      if (!publish || publish.dataset.chosen) return
      publish.dataset.chosen = 'publish'
      if (!publish.checked) publish.click()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [hasPublishedDoc])
  return null
}
