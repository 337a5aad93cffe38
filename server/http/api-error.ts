import { ResultCode } from '../../contract/codes.ts'
import {
  type FieldProblem,
  fieldMessage,
  type MessageKey,
  type MessageLanguage,
  type MessageParams,
  translate,
} from './messages/catalogue.ts'

/**
 * A business error: answered as HTTP 200 with an envelope code (DESIGN.md, Server). It carries
 * a catalogue key, never a sentence, so the answer can be written in the caller's language
 * (`messageIn`); `message` is the English text, for logs.
 */
export class ApiError extends Error {
  readonly key: MessageKey
  readonly params: MessageParams
  readonly data: unknown
  /** A refused field: the message names the field and the problem (catalogue.ts fieldMessage). */
  readonly field: FieldProblem | undefined

  constructor(
    readonly code: number,
    key: MessageKey,
    params: MessageParams = {},
    data: unknown = null,
    field?: FieldProblem,
  ) {
    super(field ? fieldMessage('en', field) : translate('en', key, params))
    this.name = 'ApiError'
    this.key = key
    this.params = params
    this.data = data
    this.field = field
  }

  /** The envelope message in the caller's language. */
  messageIn(lang: MessageLanguage): string {
    return this.field ? fieldMessage(lang, this.field) : translate(lang, this.key, this.params)
  }

  /**
   * A refused field: `data` is `{ field, reason, min?, max? }` with a stable reason key the
   * client translates, and the limit when the reason is one (tooLong with max 100).
   */
  static invalidInput(field: string, reason: string, limit: { min?: number; max?: number } = {}): ApiError {
    const problem: FieldProblem = { field, reason }
    if (limit.min !== undefined) problem.min = limit.min
    if (limit.max !== undefined) problem.max = limit.max
    return new ApiError(ResultCode.invalidInput, 'reason.invalid', {}, { ...problem }, problem)
  }
  static forbidden(key: MessageKey = 'forbidden', params: MessageParams = {}): ApiError {
    return new ApiError(ResultCode.forbidden, key, params)
  }
  static notFound(key: MessageKey = 'notFound', params: MessageParams = {}): ApiError {
    return new ApiError(ResultCode.notFound, key, params)
  }
  static conflict(key: MessageKey, params: MessageParams = {}, data: unknown = null): ApiError {
    return new ApiError(ResultCode.conflict, key, params, data)
  }
}
