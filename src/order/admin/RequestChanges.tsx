'use client'

import { toast } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { ActionGroup } from './ActionGroup'
import { problemOf, requestFilingChanges } from './orderApi'

type Section = { name: string; title: string }

/** Sends the customer a message and reopens the sections named, on their order page. */
export function RequestChanges({ id, sections }: { id: number; sections: Section[] }) {
  const uid = useId()
  const [message, setMessage] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  async function submit() {
    if (!chosen.length) return void toast.error('Choose the sections the customer should change.')
    setBusy(true)
    try {
      const { ok, answer } = await requestFilingChanges(id, { message, sections: chosen })
      if (!ok) return void toast.error(problemOf(answer))
      toast.success('The customer is emailed; the order waits for their answer.')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  const toggle = (name: string, on: boolean) =>
    setChosen((now) => (on ? [...now, name] : now.filter((n) => n !== name)))

  return (
    <ActionGroup
      label="Request changes"
      action="Send the request"
      busy={busy}
      busyLabel="Sending…"
      buttonStyle="secondary"
      onSubmit={() => void submit()}
    >
      <strong>Request changes</strong>
      <fieldset>
        <legend>Sections to change</legend>
        {sections.map((section) => (
          <label key={section.name} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={chosen.includes(section.name)}
              onChange={(event) => toggle(section.name, event.target.checked)}
            />{' '}
            {section.title}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${uid}-message`}>Message to the customer</label>
      <textarea
        id={`${uid}-message`}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
    </ActionGroup>
  )
}
