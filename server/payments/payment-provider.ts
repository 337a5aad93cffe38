// Payment behind one interface (docs/security.md, "Payments"). The demo database uses the
// simulated provider: the buyer's own "pay" call settles the order at once. Anywhere else an
// order is paid only by the provider's notification (POST /control/paymentNotify), signed with
// a shared secret over the raw body and a timestamp, checked here in constant time; a
// notification older than the replay window is refused, and one already applied (same
// notification id, or an order already paid) changes nothing.
import { constantTimeEqual } from '../security/password-hasher.ts'

export interface PaymentProvider {
  /** 'simulated': the demo's own pay call settles; 'signed': only verified notifications do. */
  readonly kind: 'simulated' | 'signed'
  /** The notification's raw body when its signature holds and it is fresh; else undefined. */
  verify(rawBody: string, signature: string | undefined, now: Date): Promise<string | undefined>
}

/** How old a notification may be (its signed timestamp) before it is refused as a replay. */
export const REPLAY_WINDOW_MS = 5 * 60 * 1000

/** The header carrying `t=<unix ms>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'x-payment-signature'

export const simulatedPayments: PaymentProvider = {
  kind: 'simulated',
  // The demo has no provider: no notification is ever genuine.
  verify: async () => undefined,
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** What the provider sends: the signature header for `rawBody` at `timestampMs`. */
export async function signNotification(
  secret: string,
  rawBody: string,
  timestampMs: number,
): Promise<string> {
  return `t=${timestampMs},v1=${await hmacHex(secret, `${timestampMs}.${rawBody}`)}`
}

export function signedPayments(secret: string): PaymentProvider {
  if (secret.length < 32) throw new Error('the payment notification secret needs at least 32 characters')
  return {
    kind: 'signed',
    async verify(rawBody, signature, now) {
      const parts = new Map(
        (signature ?? '').split(',').map((part) => {
          const at = part.indexOf('=')
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
        }),
      )
      const timestamp = Number(parts.get('t'))
      const given = parts.get('v1') ?? ''
      if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return undefined
      const expected = await hmacHex(secret, `${timestamp}.${rawBody}`)
      const encoder = new TextEncoder()
      if (!constantTimeEqual(encoder.encode(expected), encoder.encode(given))) return undefined
      if (Math.abs(now.getTime() - timestamp) > REPLAY_WINDOW_MS) return undefined
      return rawBody
    },
  }
}

/**
 * The provider of the Node server: signed in production (PAYMENT_WEBHOOK_SECRET required, at
 * least 32 characters), simulated for the demo.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv): PaymentProvider {
  if (env.NODE_ENV !== 'production') return simulatedPayments
  const secret = env.PAYMENT_WEBHOOK_SECRET
  if (!secret)
    throw new Error(
      'NODE_ENV=production needs PAYMENT_WEBHOOK_SECRET (the payment provider’s signing secret)',
    )
  return signedPayments(secret)
}
