// Where the activity pages live (src/routes/route-table.ts, /mdActivity-management).
export const ACTIVITY_PATHS = {
  list: '/mdActivity-management/mdActivityList',
  detail: '/mdActivity-management/mdActivityDetail',
  products: '/mdActivity-management/mdActivityProduct',
} as const
