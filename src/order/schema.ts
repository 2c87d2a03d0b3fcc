/**
 * The order as the wizard sends it (docs/product.md#the-order-record), validated the same way in
 * the browser and by the pay and client endpoints. No server-only imports.
 */
// zod/mini: the same validation in a few KB of browser code instead of the full API's tens.
import * as z from 'zod/mini'

import { isStateSlug } from '@/collections/StateFees/usStates'
import { isPhoneNumber, isSingleLine } from '@/utilities/text'

import { LLC_NAME_REQUIRED } from './companyName'
import { isOfferedTo, optionsNotSold } from './packages'
import { CLIENT_PACKAGES, DESIGNATOR_LABELS, DESIGNATORS, feeColumn, PACKAGES } from './pricing'

// Messages name the problem, never echo a value: some fields are passwords or SSNs.
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Required' : `Expected ${what}`

/**
 * Every text field is one line of printable text: control characters have no place in a name or
 * an address, and PostgreSQL refuses NUL outright.
 */
const noControlCharacters = z.refine<string>(isSingleLine, 'Must not contain control characters')

const requiredText = (max: number) =>
  z
    .string({ error: expected('text') })
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(max, `At most ${max} characters`),
      noControlCharacters,
    )

const optionalText = (max: number) =>
  z.nullish(
    z
      .string({ error: expected('text') })
      .check(z.trim(), z.maxLength(max, `At most ${max} characters`), noControlCharacters),
  )

/** Wizard options are true, false or null (not chosen). */
const option = z.nullish(z.boolean({ error: expected('true, false or null') }))

const dollars = z.number({ error: expected('a number') }).check(z.nonnegative('Expected 0 or more'))

export const orderDetailsSchema = z.object({
  llcname: z
    .string({
      error: (issue) => (issue.input === undefined ? LLC_NAME_REQUIRED : 'Expected text'),
    })
    .check(
      z.trim(),
      z.minLength(1, LLC_NAME_REQUIRED),
      z.maxLength(200, 'At most 200 characters'),
      noControlCharacters,
    ),
  designator: z.enum(DESIGNATORS, { error: expected(`one of ${DESIGNATORS.join(', ')}`) }),
  formationState: z.string({ error: expected('a state') }).check(
    z.refine(isStateSlug, {
      error: (issue) => `Unknown state "${String(issue.input).slice(0, 40)}"`,
    }),
  ),
  clientPackage: z.enum(CLIENT_PACKAGES, {
    error: expected(`one of ${CLIENT_PACKAGES.join(', ')}`),
  }),

  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'Required'
          : 'Enter a valid email address, like name@example.com',
    })
    .check(z.maxLength(254, 'At most 254 characters')),
  phone: requiredText(40).check(
    z.refine(isPhoneNumber, 'Enter a phone number with its area code, like (555) 123-4567'),
  ),
  password: z
    .string({ error: expected('text') })
    .check(
      z.minLength(8, 'Use at least 8 characters'),
      z.maxLength(200, 'At most 200 characters'),
      noControlCharacters,
    ),

  expeditedFilling: option,
  virtualAddress: option,
  taxConsultation: option,
  businessLicense: option,
  assignAgent: option,
  operatingAgreement: option,
  ein: option,
  businessBankAccount: option,
  businessTaxConsultation: option,
  irsForm: option,
  businessContractTemplates: option,

  /** "Email me before my state's filing deadlines": unchecked unless the visitor ticks it. */
  reminders: option,

  companyStreetAddress: optionalText(200),
  companyCity: optionalText(100),
  companyState: optionalText(100),
  companyZipCode: optionalText(20),

  ssn: z.nullish(
    z
      .string({ error: expected('text') })
      .check(z.trim(), z.regex(/^(\d{3}-?\d{2}-?\d{4})?$/, 'Expected 9 digits, as 123-45-6789')),
  ),
  hasSSN: option,
  ssnFirstName: optionalText(100),
  ssnLastName: optionalText(100),

  physicalStreetAddress: optionalText(200),
  physicalCity: optionalText(100),
  physicalState: optionalText(100),
  physicalZipCode: optionalText(20),

  // The wizard's own figures; the server recomputes both and ignores these.
  total: z.nullish(dollars),
  stateFee: z.nullish(dollars),
  hasPaid: option,
})

export type OrderDetails = z.infer<typeof orderDetailsSchema>

const checkout = {
  /** One key per checkout, generated when the wizard starts and sent with every request. */
  checkoutId: z.uuid({ error: expected('the checkout id (a UUID)') }),
  /** The total the visitor saw, in whole dollars. */
  amount: dollars,
}

/**
 * An order may ask only for what its package includes or sells: anything else is refused by name
 * rather than stored as if sold (packages.ts decides). Runs once the fields themselves are valid.
 */
const soldByPackage = z.superRefine((order: OrderDetails, ctx) => {
  const entity = feeColumn[order.designator]
  for (const option of optionsNotSold(order, entity)) {
    ctx.addIssue({
      code: 'custom',
      path: [option],
      message: isOfferedTo(option, entity)
        ? `Not offered with the ${PACKAGES[order.clientPackage].label}`
        : `Not offered for a ${DESIGNATOR_LABELS[order.designator]}`,
      input: order[option],
    })
  }
})

/** POST /api/v1/pay: the order, the card token and the amount shown. */
export const payRequestSchema = z
  .extend(orderDetailsSchema, {
    ...checkout,
    token: z
      .string({ error: expected('the card token') })
      .check(
        z.minLength(1, 'Required'),
        z.maxLength(500, 'At most 500 characters'),
        noControlCharacters,
      ),
    /**
     * The visitor was told that an earlier payment for the same company and email is still being
     * confirmed, and pays for a second order all the same.
     */
    secondOrder: z.optional(z.boolean({ error: expected('true or false') })),
  })
  .check(soldByPackage)

/** POST /api/v1/client: the client record (all order fields plus amount). */
export const clientRequestSchema = z.extend(orderDetailsSchema, checkout).check(soldByPackage)

/** POST /api/orders/checkout-status: the checkout id only, its secret. */
export const checkoutStatusRequestSchema = z.object({ checkoutId: checkout.checkoutId })

/**
 * What became of a checkout's payment, and nothing else of its order: `none` (no order: nothing
 * was charged), `confirming` (being charged, or settling with Square), `paid`, `failed` (nothing
 * was charged; another card may pay).
 */
export { CHECKOUT_STATUSES, type CheckoutStatus } from './checkoutStatus'

export type PayRequest = z.infer<typeof payRequestSchema>
export type ClientRequest = z.infer<typeof clientRequestSchema>

export type FieldProblem = { path: string; message: string }

/** Zod's issues as `{ path, message }`, e.g. `{ path: 'formationState', message: 'Unknown state "atlantis"' }`. */
export function fieldProblems(error: z.core.$ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }))
}

/** Whether a value is an email address the wizard would take ("Lost your link?" asks for it). */
export const isOrderEmail = (value: unknown): value is string =>
  orderDetailsSchema.shape.email.safeParse(value).success
