// @vitest-environment happy-dom
import { createElement } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AuthForm } from '@/components/AuthForm'

// The sign-in island in a browser-like document: with no portal configured ('#') a valid form is
// not posted anywhere; the visitor is told accounts are not available yet and whom to write to.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

/** Types into an input the way a browser reports it to React. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const render = (portal: string) =>
  act(() =>
    root.render(
      createElement(AuthForm, {
        variant: 'sign-in',
        submitLabel: 'Sign In',
        portal,
        path: '/login',
        termsHref: '/terms',
        supportEmail: 'support@formation.example',
      }),
    ),
  )

async function submitValidSignIn() {
  type(container.querySelector<HTMLInputElement>('#auth-email')!, 'ada@example.com')
  type(container.querySelector<HTMLInputElement>('#auth-password')!, 'secret words')
  await act(async () => {
    container.querySelector('form')!.requestSubmit()
  })
}

describe('account form without a portal', () => {
  it('says accounts are not available yet instead of posting', async () => {
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    await render('#')
    expect(container.querySelector('form')!.getAttribute('action')).toBeNull()
    await submitValidSignIn()
    await vi.waitFor(() =>
      expect(container.querySelector('[role="status"]')!.textContent).toContain(
        'Accounts are not available yet',
      ),
    )
    expect(container.querySelector('[role="status"] a')!.getAttribute('href')).toBe(
      'mailto:support@formation.example',
    )
    expect(container.querySelector<HTMLInputElement>('#auth-email')!.value).toBe('ada@example.com')
    expect(post).not.toHaveBeenCalled()
    post.mockRestore()
  })

  it('posts email and password to the portal when one is configured', async () => {
    const posted: { action: string; fields: Record<string, string> }[] = []
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      const fields = Object.fromEntries(
        [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
      )
      posted.push({ action: this.action, fields })
    })
    await render('https://portal.example.com/')
    await submitValidSignIn()
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      action: 'https://portal.example.com/login',
      fields: { email: 'ada@example.com', password: 'secret words' },
    })
    expect(container.querySelector('[role="status"]')!.textContent).toBe('')
    post.mockRestore()
  })
})
