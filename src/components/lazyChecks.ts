import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose zod schema and resolver load with the first check, not with
 * the page: zod is most of a form's code, and a visitor who never fills the form needs none of
 * it. `warm()` starts loading early (on focus). If the checks cannot load (offline, a new
 * deploy), the form sends and the server's checks answer.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<unknown>,
): { resolver: Resolver<TInput, unknown, TOutput>; warm: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    ))
  return {
    warm: () => void load().catch(() => (loading = undefined)),
    resolver: async (values, context, options) => {
      try {
        return await (
          await load()
        )(values, context, options)
      } catch {
        loading = undefined
        return { values: values as unknown as TOutput, errors: {} }
      }
    },
  }
}
