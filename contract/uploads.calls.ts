// The /control calls of uploaded files themselves: deleting one, and GET
// /control/uploadFile/<name>, which serves them (the upload calls are in their areas'
// catalogues).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, write } from './calls.ts'
import { emptyRequest } from './shared.schema.ts'
import { deleteUploadRequest, storedFileBytes } from './uploads.schema.ts'

export const uploadsCalls = defineCalls({
  'uploadFile/:name': {
    input: 'file',
    request: emptyRequest,
    response: storedFileBytes,
    access: 'public',
    audit: read,
  },
  deleteUpload: { request: deleteUploadRequest, response: z.null(), access: 'session', audit: write() },
})
