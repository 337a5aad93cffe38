// AppDeps for the Node server.
import { join } from 'node:path'
import { getConnInfo } from '@hono/node-server/conninfo'
import { type AppDeps, defaultLoginLimits, defaultSessionPolicy, systemClock } from './app-deps.ts'
import { dataDir } from './db/open-database.ts'
import type { Db } from './db/schema.ts'
import { clientAddressOf, trustedProxiesOf } from './http/client-address.ts'
import { paymentsFromEnv } from './payments/payment-provider.ts'
import { scryptHasher } from './security/scrypt-hasher.ts'
import { FileUploadStore } from './storage/file-upload-store.ts'
import { sharpImageProcessor } from './storage/sharp-image-processor.ts'
import { uploadLimitsFromEnv } from './storage/upload-limits.ts'

export function nodeDeps(db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  const trustedProxies = trustedProxiesOf(process.env.TRUSTED_PROXIES)
  return {
    db,
    clock: systemClock,
    hasher: scryptHasher(),
    payments: paymentsFromEnv(process.env),
    ...(process.env.ERP_SECRET_KEY ? { erpSecretKey: process.env.ERP_SECRET_KEY } : {}),
    ...(process.env.WEBAUTHN_ORIGIN ? { webAuthnOrigin: process.env.WEBAUTHN_ORIGIN } : {}),
    session: defaultSessionPolicy,
    loginLimits: defaultLoginLimits,
    clientAddress: (c) => {
      let remote: string | undefined
      try {
        remote = getConnInfo(c).remote.address
      } catch {
        remote = undefined
      }
      return clientAddressOf(remote, c.req.header('x-forwarded-for'), trustedProxies)
    },
    uploads: new FileUploadStore(join(dataDir(), 'uploads')),
    images: sharpImageProcessor(),
    uploadLimits: uploadLimitsFromEnv(process.env),
    log: (event) => console.warn(`[security] ${event.kind}`, JSON.stringify(event.detail)),
    ...overrides,
  }
}
