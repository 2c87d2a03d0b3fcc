/**
 * "State's filing fee paid": what filing confirms (docs/orders-and-payments.md#the-state-fee-confirmed),
 * in Mark filed and in the order actions' move to filed.
 */
export function FeePaidInput({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <>
      <label htmlFor={id}>State&apos;s filing fee paid, without any expedite fee ($)</label>
      <input
        id={id}
        required
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}
