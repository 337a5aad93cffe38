// /product-management/disPriceImport: the DIS_PRICE spreadsheet import (see spreadsheet-import.tsx).
import { SpreadsheetImport } from './spreadsheet-import.tsx'

export default function DisPriceImportPage() {
  return <SpreadsheetImport kind="DIS_PRICE" />
}
