'use client'

import dynamic from 'next/dynamic'
import { useCallback, useState } from 'react'

const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

type Kind = 'success' | 'error'

/**
 * Sonner's toasts for a form, loaded when the visitor first focuses it (`warm`) or when there is
 * something to say: sonner is a tenth of a form's code and most visitors never see a toast.
 * Sonner hands toasts made before its Toaster mounted to the Toaster when it does.
 */
export function useLazyToaster(id?: string) {
  const [shown, setShown] = useState(false)
  const warm = useCallback(() => setShown(true), [])
  const notify = useCallback(
    async (kind: Kind, message: string, description?: string) => {
      setShown(true)
      const { toast } = await import('sonner')
      toast[kind](message, { description, ...(id ? { toasterId: id } : {}) })
    },
    [id],
  )
  const toaster = shown ? (
    <Toaster id={id} position="top-right" duration={5000} richColors closeButton />
  ) : null
  return { toaster, notify, warm, warmed: shown }
}
