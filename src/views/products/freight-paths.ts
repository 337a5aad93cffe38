// Where the freight template pages live (src/routes/route-table.ts), in a module of their own:
// the edit page imports it without pulling the list page and its table into its chunk.
export const FREIGHT_LIST = '/product-management/freightTemplate'
export const FREIGHT_EDIT = '/product-management/editFreightTemplate'
