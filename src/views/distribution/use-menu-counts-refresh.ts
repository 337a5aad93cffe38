// After a decision the side-menu badge counts (cooperate count) are fetched again, through
// the shell's menu-counts actor (src/views/layout/menu-counts.ts).
export { useRefreshMenuCounts as useMenuCountsRefresh } from '../shell/menu-counts.ts'
