import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import { lazyZodResolver } from '@/components/lazyChecks'

const options = { fields: {}, shouldUseNativeValidation: false } as never

describe('checks that load with the first check', () => {
  it('loads the schema once, when first asked, and answers as zod would', async () => {
    const loadSchema = vi.fn(async () => z.object({ email: z.email('Enter an email address') }))
    const { resolver } = lazyZodResolver<{ email: string }>(loadSchema)
    expect(loadSchema).not.toHaveBeenCalled()

    const invalid = await resolver({ email: 'nope' }, undefined, options)
    expect(invalid.errors.email?.message).toBe('Enter an email address')
    const valid = await resolver({ email: 'grace@example.com' }, undefined, options)
    expect(valid.errors).toEqual({})
    expect(valid.values).toEqual({ email: 'grace@example.com' })
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('lets the form send when the checks cannot load, and tries again next time', async () => {
    const loadSchema = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(z.object({ name: z.string().check(z.minLength(1, 'Required')) }))
    const { resolver, warm } = lazyZodResolver<{ name: string }>(loadSchema)
    const first = await resolver({ name: '' }, undefined, options)
    expect(first.errors).toEqual({})
    warm()
    const second = await resolver({ name: '' }, undefined, options)
    expect(second.errors.name?.message).toBe('Required')
  })
})
