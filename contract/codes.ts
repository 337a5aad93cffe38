// Result codes of the /control envelope. Pure constants: the browser imports these.
// SPEC.md section 8 fixes 20000, 20001, 50008, 50012 and 50014; the rest are ours (docs/api.md).
export const ResultCode = {
  ok: 20000,
  badCredentials: 20001,
  accountDisabled: 20002,
  invalidInput: 40000,
  /**
   * The password was right and the login has one-time codes on (or must enrol): the sign-in ends
   * with totpLogin (HTTP 401 as an envelope code): `data` is `SecondFactorRequired`
   * (contract/session.schema.ts).
   */
  secondFactorRequired: 40100,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  /** The request body is over the call's size limit (HTTP 413 as an envelope code). */
  payloadTooLarge: 41300,
  /**
   * The sign-in must carry a proof of work first (HTTP 428 Precondition Required as an envelope
   * code): `data` is `SignInProofRequired` (contract/session.schema.ts).
   */
  proofRequired: 42800,
  tooManyRequests: 42900,
  internal: 50000,
  invalidToken: 50008,
  loggedInElsewhere: 50012,
  tokenExpired: 50014,
} as const

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode]

/** Codes after which the client must ask the user to sign in again (SPEC.md section 8). */
export const SESSION_ENDED_CODES: readonly number[] = [
  ResultCode.invalidToken,
  ResultCode.loggedInElsewhere,
  ResultCode.tokenExpired,
]

/** The response envelope every /control call answers with. */
export interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
}

/** `data` of an invalidInput envelope: which field is at fault and why. */
export interface InvalidInputDetail {
  field: string
  reason: string
}
