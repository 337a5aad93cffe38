// /product-management/priceImport: the PRICE spreadsheet import (see spreadsheet-import.tsx).
import { SpreadsheetImport } from './spreadsheet-import.tsx'

export default function PriceImportPage() {
  return <SpreadsheetImport kind="PRICE" />
}
