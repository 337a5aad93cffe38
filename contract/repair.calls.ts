// The /control calls of the repair service (saveRepairSetting for the merchant's own
// REPAIRMEMBER login only).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read, write } from './calls.ts'
import { pageOf } from './paging.schema.ts'
import {
  repairCountRequest,
  repairDetail,
  repairIdRequest,
  repairListRequest,
  repairRow,
  repairSetting,
  repairSettingRequest,
  repairStaffList,
  repairStatusCounts,
  repairStepRequest,
} from './repair.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const repairCalls = defineCalls({
  getRepairList: { request: repairListRequest, response: pageOf(repairRow), access: 'repair', audit: read },
  getRepairStatusCount: {
    request: repairCountRequest,
    response: repairStatusCounts,
    access: 'repair',
    audit: read,
  },
  getRepairDetails: { request: repairIdRequest, response: repairDetail, access: 'repair', audit: read },
  updateRepairStatus: {
    request: repairStepRequest,
    response: repairDetail,
    access: 'repair',
    audit: write('repair', 'repairId'),
  },
  getRepairStaffList: { request: emptyRequest, response: repairStaffList, access: 'repair', audit: read },
  getRepairSetting: { request: emptyRequest, response: repairSetting, access: 'repair', audit: read },
  saveRepairSetting: {
    request: repairSettingRequest,
    response: repairSetting,
    access: { area: 'repair', roles: ['REPAIRMEMBER'] },
    audit: write(),
  },
})
