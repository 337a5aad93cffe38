// The /control calls of project management, for bound members.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read } from './calls.ts'
import { pageOf } from './paging.schema.ts'
import {
  projectListRequest,
  projectOrderDetail,
  projectOrderIdRequest,
  projectOrderListRequest,
  projectOrderRow,
  projectRow,
} from './projects.schema.ts'

export const projectsCalls = defineCalls({
  getProjectList: {
    request: projectListRequest,
    response: pageOf(projectRow),
    access: 'projects',
    audit: read,
  },
  getProjectOrderList: {
    request: projectOrderListRequest,
    response: pageOf(projectOrderRow),
    access: 'projects',
    audit: read,
  },
  getProjectOrderDetails: {
    request: projectOrderIdRequest,
    response: projectOrderDetail,
    access: 'projects',
    audit: read,
  },
})
