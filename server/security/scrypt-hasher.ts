// scrypt from node:crypto (DESIGN.md: a slow KDF). Node only.
import { randomBytes, scrypt } from 'node:crypto'
import {
  constantTimeEqual,
  fromBase64,
  type PasswordHasher,
  pbkdf2Hasher,
  toBase64,
} from './password-hasher.ts'

const N = 16384
const r = 8
const p = 1
const KEY_LENGTH = 32

function derive(password: string, salt: Uint8Array, n: number, rr: number, pp: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(new Uint8Array(key)),
    )
  })
}

export function scryptHasher(): PasswordHasher {
  const fallback = pbkdf2Hasher()
  return {
    async hash(password, salt = new Uint8Array(randomBytes(16))) {
      const dk = await derive(password, salt, N, r, p)
      return `scrypt$${N}$${r}$${p}$${toBase64(salt)}$${toBase64(dk)}`
    },
    async verify(password, stored) {
      if (stored.startsWith('pbkdf2$')) return fallback.verify(password, stored)
      const [alg, n, rr, pp, salt, dk] = stored.split('$')
      if (alg !== 'scrypt' || !n || !rr || !pp || !salt || !dk) return false
      const actual = await derive(password, fromBase64(salt), Number(n), Number(rr), Number(pp))
      return constantTimeEqual(actual, fromBase64(dk))
    },
  }
}
