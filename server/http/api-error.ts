import { ResultCode } from '../../contract/codes.ts'

/** A business error: answered as HTTP 200 with an envelope code (DESIGN.md, Server). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  static invalidInput(field: string, reason: string): ApiError {
    return new ApiError(ResultCode.invalidInput, `invalid ${field}: ${reason}`, { field, reason })
  }
  static forbidden(message = 'forbidden'): ApiError {
    return new ApiError(ResultCode.forbidden, message)
  }
  static notFound(message = 'not found'): ApiError {
    return new ApiError(ResultCode.notFound, message)
  }
  static conflict(message: string): ApiError {
    return new ApiError(ResultCode.conflict, message)
  }
}
