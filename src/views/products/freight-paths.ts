// Where the freight template pages live (src/routes/route-table.ts), in a module of their own:
// the edit page imports it without pulling the list page and its table into its chunk.
import { pathTo } from '../../routes/paths.ts'
export const FREIGHT_LIST = pathTo('freightTemplate')
export const FREIGHT_EDIT = pathTo('editFreightTemplate')
