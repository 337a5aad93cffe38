// /product-management/inventoryImport: the INVENTORY spreadsheet import (see spreadsheet-import.tsx).
import { SpreadsheetImport } from './spreadsheet-import.tsx'

export default function InventoryImportPage() {
  return <SpreadsheetImport kind="INVENTORY" />
}
