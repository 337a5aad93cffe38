// Where the activity pages live (src/routes/route-table.ts, /mdActivity-management).
import { pathTo } from '../../routes/paths.ts'
export const ACTIVITY_PATHS = {
  list: pathTo('mdActivityList'),
  detail: pathTo('mdActivityDetail'),
  products: pathTo('mdActivityProduct'),
} as const
