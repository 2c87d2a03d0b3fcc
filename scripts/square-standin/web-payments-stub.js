/*
 * Stub of Square's Web Payments browser script (https://sandbox.web.squarecdn.com/v1/square.js),
 * for tests and for local runs without Square credentials.
 *
 * Production never loads it: the app loads Square's own script through @square/web-sdk, from the
 * host its application id names, unless NEXT_PUBLIC_SQUARE_SCRIPT_URL overrides the address. The
 * local Square stand-in (scripts/square-standin/) serves this file as GET /v1/square.js, and
 * `npm run dev` / `npm start` without SQUARE_ACCESS_TOKEN point the override at it; the end-to-end
 * tests route Square's script addresses to this file instead (tests/e2e/squareStub.ts).
 *
 * It defines window.Square.payments(applicationId, locationId) with the parts of the real API the
 * wizard uses: payments.card() -> card.attach(element), card.tokenize(), card.destroy(). The card
 * form is four plain inputs (no iframe), labelled "Card number", "Expiration date", "CVV" and
 * "ZIP". tokenize() validates like Square's form and answers Square's TokenResult shape with one of
 * Square's sandbox test tokens, which the stand-in's POST /v2/payments understands:
 *
 *   input (any valid future expiry)     token
 *   4000 0000 0000 0002                 cnon:card-nonce-declined             (card declined)
 *   CVV 911                             cnon:card-nonce-rejected-cvv         (CVV check failed)
 *   ZIP 99999                           cnon:card-nonce-rejected-postalcode  (postal code check failed)
 *   expiration 01/40                    cnon:card-nonce-rejected-expiration  (expiration rejected)
 *   any other valid card, e.g.          cnon:card-nonce-ok                   (charged)
 *     4111 1111 1111 1111, 12/30, 111, 12345
 *
 * Invalid input (tokenize() answers status 'Invalid' with VALIDATION_ERROR per field): a number
 * that fails the Luhn check or is not 13-19 digits, an expiry that is not a future MM/YY (01/20),
 * a CVV that is not 3-4 digits, a ZIP that is not 5 digits.
 *
 * Plain browser JavaScript: no modules, no build step.
 */
;(function () {
  'use strict'

  var FIELDS = [
    {
      name: 'cardNumber',
      id: 'card-number',
      label: 'Card number',
      placeholder: '1234 1234 1234 1234',
      autocomplete: 'cc-number',
      maxLength: 23,
      grow: 3,
      basis: 180,
      message: 'Card number is not valid',
    },
    {
      name: 'expirationDate',
      id: 'expiration-date',
      label: 'Expiration date',
      placeholder: 'MM/YY',
      autocomplete: 'cc-exp',
      maxLength: 7,
      grow: 1,
      basis: 84,
      message: 'Expiration date is not valid',
    },
    {
      name: 'cvv',
      id: 'cvv',
      label: 'CVV',
      placeholder: 'CVV',
      autocomplete: 'cc-csc',
      maxLength: 4,
      grow: 1,
      basis: 64,
      message: 'CVV is not valid',
    },
    {
      name: 'postalCode',
      id: 'postal-code',
      label: 'ZIP',
      placeholder: 'ZIP',
      autocomplete: 'postal-code',
      maxLength: 5,
      grow: 1,
      basis: 72,
      message: 'Postal code is not valid',
    },
  ]
  var BORDER = '#d0d5dd'
  var ERROR_BORDER = '#d92d20'
  var forms = 0

  function namedError(name, message) {
    var error = new Error(message)
    error.name = name
    return error
  }

  function luhn(number) {
    var sum = 0
    for (var i = 0; i < number.length; i++) {
      var digit = Number(number.charAt(number.length - 1 - i))
      if (i % 2 === 1) {
        digit *= 2
        if (digit > 9) digit -= 9
      }
      sum += digit
    }
    return sum % 10 === 0
  }

  function brandOf(number) {
    var two = Number(number.slice(0, 2))
    var four = Number(number.slice(0, 4))
    if (number.charAt(0) === '4') return 'VISA'
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD'
    if (two === 34 || two === 37) return 'AMERICAN_EXPRESS'
    if (four === 6011 || two === 65) return 'DISCOVER'
    return 'OTHER_BRAND'
  }

  /** "MM/YY" (also "MM / YY", "MMYY", "M/YY", "MM/YYYY") -> { month, year } or null. */
  function parseExpiry(value) {
    var text = String(value || '').trim()
    var match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text) || /^(\d{2})(\d{2})$/.exec(text)
    if (!match) return null
    var month = Number(match[1])
    var year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2])
    if (month < 1 || month > 12) return null
    var now = new Date()
    var current = now.getFullYear() * 12 + now.getMonth() // a card is valid through its expiry month
    var expiry = year * 12 + (month - 1)
    if (expiry < current) return null
    return { month: month, year: year }
  }

  function resolveElement(selectorOrElement) {
    if (typeof selectorOrElement === 'string') return document.querySelector(selectorOrElement)
    if (selectorOrElement && selectorOrElement.nodeType === 1) return selectorOrElement
    return null
  }

  function createCard(options) {
    var settings = Object.assign({}, options || {})
    var host = null
    var form = null
    var inputs = null

    function setInvalid(name, invalid) {
      var input = inputs && inputs[name]
      if (!input) return
      if (invalid) input.setAttribute('aria-invalid', 'true')
      else input.removeAttribute('aria-invalid')
      input.style.borderColor = invalid ? ERROR_BORDER : BORDER
    }

    function render(element) {
      var prefix = 'sq-stub-' + ++forms + '-'
      form = document.createElement('div')
      form.setAttribute('data-square-stub', 'card')
      form.setAttribute('role', 'group')
      form.setAttribute('aria-label', 'Card details')
      form.style.cssText =
        'box-sizing:border-box;min-height:89px;display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px;' +
        'padding:12px;border:1px solid ' +
        BORDER +
        ';border-radius:6px;background:#fff;' +
        'font:14px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#101828'
      inputs = {}
      FIELDS.forEach(function (field) {
        // Bases add up to one row from a ~450px container; narrower ones (phones up to 375px) wrap.
        var cell = document.createElement('div')
        cell.style.cssText =
          'display:flex;flex-direction:column;gap:4px;min-width:0;flex:' +
          field.grow +
          ' 1 ' +
          field.basis +
          'px'
        var label = document.createElement('label')
        label.htmlFor = prefix + field.id
        label.textContent = field.label
        label.style.cssText = 'font-size:12px;font-weight:500;color:#475467'
        var input = document.createElement('input')
        input.id = prefix + field.id
        input.name = field.name
        input.type = 'text'
        input.inputMode = 'numeric'
        input.autocomplete = field.autocomplete
        input.placeholder = field.placeholder
        input.maxLength = field.maxLength
        input.spellcheck = false
        input.style.cssText =
          'box-sizing:border-box;width:100%;min-width:0;height:38px;padding:8px 10px;font:inherit;font-size:16px;' +
          'color:inherit;background:#fff;border:1px solid ' +
          BORDER +
          ';border-radius:4px;outline-offset:1px'
        input.addEventListener('input', function () {
          setInvalid(field.name, false)
        })
        if (field.name === 'postalCode' && settings.postalCode)
          input.value = String(settings.postalCode)
        cell.appendChild(label)
        cell.appendChild(input)
        form.appendChild(cell)
        inputs[field.name] = input
      })
      element.appendChild(form)
    }

    function remove() {
      if (form && form.parentNode) form.parentNode.removeChild(form)
      if (host) delete host.dataset.squareStubAttached
      var wasAttached = Boolean(form)
      host = null
      form = null
      inputs = null
      return wasAttached
    }

    function requireAttached() {
      if (!form)
        throw namedError(
          'PaymentMethodNotAttachedError',
          'Card is not attached to an element. Call attach() first.',
        )
    }

    return {
      async attach(selectorOrElement) {
        var element = resolveElement(selectorOrElement)
        if (!element) {
          throw namedError(
            'ElementNotFoundError',
            'Element to attach the card to was not found: ' + String(selectorOrElement),
          )
        }
        if (form || element.dataset.squareStubAttached) {
          throw namedError(
            'PaymentMethodAlreadyAttachedError',
            'A card is already attached to this element.',
          )
        }
        element.dataset.squareStubAttached = 'true'
        host = element
        render(element)
      },

      async tokenize() {
        requireAttached()
        var number = String(inputs.cardNumber.value).replace(/[\s-]/g, '')
        var expiry = parseExpiry(inputs.expirationDate.value)
        var cvv = String(inputs.cvv.value).trim()
        var zip = String(inputs.postalCode.value).trim()
        var valid = {
          cardNumber: /^\d{13,19}$/.test(number) && luhn(number),
          expirationDate: Boolean(expiry),
          cvv: /^\d{3,4}$/.test(cvv),
          postalCode: /^\d{5}$/.test(zip),
        }
        var errors = []
        FIELDS.forEach(function (field) {
          setInvalid(field.name, !valid[field.name])
          if (!valid[field.name])
            errors.push({ type: 'VALIDATION_ERROR', field: field.name, message: field.message })
        })
        if (errors.length) return { status: 'Invalid', errors: errors }

        var token = 'cnon:card-nonce-ok'
        if (number === '4000000000000002') token = 'cnon:card-nonce-declined'
        else if (cvv === '911') token = 'cnon:card-nonce-rejected-cvv'
        else if (zip === '99999') token = 'cnon:card-nonce-rejected-postalcode'
        else if (expiry.month === 1 && expiry.year === 2040)
          token = 'cnon:card-nonce-rejected-expiration'
        return {
          status: 'OK',
          token: token,
          details: {
            method: 'Card',
            card: {
              brand: brandOf(number),
              last4: number.slice(-4),
              expMonth: expiry.month,
              expYear: expiry.year,
            },
            billing: { postalCode: zip },
          },
        }
      },

      async destroy() {
        remove()
        return true
      },

      async detach() {
        return remove()
      },

      async clear() {
        requireAttached()
        FIELDS.forEach(function (field) {
          inputs[field.name].value = ''
          setInvalid(field.name, false)
        })
        return true
      },

      async focus(fieldName) {
        requireAttached()
        var input = inputs[fieldName]
        if (!input) return false
        input.focus()
        return true
      },

      async setError(fieldName) {
        requireAttached()
        if (!inputs[fieldName]) return false
        setInvalid(fieldName, true)
        return true
      },

      async configure(newOptions) {
        Object.assign(settings, newOptions || {})
        if (inputs && settings.postalCode && !inputs.postalCode.value)
          inputs.postalCode.value = String(settings.postalCode)
      },

      recalculateSize: function () {},
      addEventListener: function () {},
      removeEventListener: function () {},
    }
  }

  window.Square = {
    payments: function (applicationId, locationId) {
      if (
        typeof applicationId !== 'string' ||
        !(applicationId.indexOf('sandbox-sq0idb-') === 0 || applicationId.indexOf('sq0idp-') === 0)
      ) {
        throw namedError(
          'InvalidApplicationIdError',
          "The Payment 'applicationId' option is not in the correct format.",
        )
      }
      return {
        applicationId: applicationId,
        locationId: locationId,
        async card(options) {
          return createCard(options)
        },
        async setLocale() {},
      }
    },
  }
})()
