// The product list's export carries a SKU sheet (issue 34): one row per SKU with its code and
// current stock, price and distribution price, under the import templates' headers in the
// interface language. Written as the export writes it (products sheet first), the file read
// back by the import reader picks the SKU sheet and finds each import's columns, and the values
// read are the current ones (an unedited file imports as all unchanged).
import i18next from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ImportKind } from '../../../contract/product-setup.constants.ts'
import type { ProductRow } from '../../../contract/products.schema.ts'
import { loadSpreadsheets, writeWorkbook } from '../../../src/browser/spreadsheet.ts'
import { readCells } from '../../../src/browser/spreadsheet-cells.ts'
import { registerProductsLocales } from '../../../src/locales/products-resources.ts'
import { resources } from '../../../src/locales/resources.ts'
import { checkRows, findColumns, splitSheet } from '../../../src/machines/products/import-rows.ts'
import { skuSheet } from '../../../src/views/products/product-export.ts'
import { headerNames } from '../../../src/views/products/spreadsheet-import-file.ts'

const values: Record<ImportKind, { skuCode: string; productNo: string; value: number }[]> = {
  INVENTORY: [
    { skuCode: '00123', productNo: 'P-2', value: 7 },
    { skuCode: 'A-1', productNo: 'P-1', value: 0 },
    { skuCode: 'A-2', productNo: 'P-1', value: 15 },
    { skuCode: 'Z-9', productNo: 'P-OTHER', value: 3 },
  ],
  PRICE: [
    { skuCode: '00123', productNo: 'P-2', value: 990 },
    { skuCode: 'A-1', productNo: 'P-1', value: 123456 },
    { skuCode: 'A-2', productNo: 'P-1', value: 5 },
    { skuCode: 'Z-9', productNo: 'P-OTHER', value: 100 },
  ],
  DIS_PRICE: [{ skuCode: 'A-2', productNo: 'P-1', value: 4 }],
}
const pages: string[] = []

vi.mock('../../../src/services/product-setup.api.ts', () => ({
  // Two rows a page, so the sheet is built over several pages as the export reads them.
  getImportValues: async (kind: ImportKind, after: string | undefined, _limit: number) => {
    pages.push(`${kind}:${after ?? ''}`)
    const all = values[kind]
    const from = after === undefined ? 0 : all.findIndex((r) => r.skuCode === after) + 1
    const rows = all
      .slice(from, from + 2)
      .map((r) => ({ ...r, productName: `Name ${r.productNo}`, spec: '' }))
    return { rows, next: from + 2 < all.length ? (rows.at(-1)?.skuCode ?? null) : null }
  },
}))

const product = (productNo: string) => ({ productNo, name: `Name ${productNo}` }) as ProductRow

beforeAll(async () => {
  await i18next.init({ lng: 'zh', resources, fallbackLng: 'en' })
  registerProductsLocales()
})

async function exportedFile(): Promise<Uint8Array> {
  const t = i18next.getFixedT('zh', 'products')
  const skus = await skuSheet([product('P-1'), product('P-2')], t)
  // The products sheet first, as the export writes it; its headers name no SKU code.
  return writeWorkbook(await loadSpreadsheets(), [
    {
      name: t('list.sheet'),
      rows: [
        [t('fields.productNo'), t('fields.name')],
        ['P-1', 'Name P-1'],
      ],
    },
    { name: t('list.skuSheet'), rows: skus },
  ])
}

async function readAs(kind: ImportKind, bytes: Uint8Array) {
  const names = headerNames(kind)
  const cells = readCells(await loadSpreadsheets(), bytes, '商品 2026-11-27.xlsx', { headers: names.sku })
  const sheet = splitSheet(kind, cells, names)
  const columns = findColumns(sheet, names)
  if (!columns) throw new Error(`no columns found for ${kind}`)
  return { cells, checked: checkRows(kind, sheet, columns) }
}

describe('the product export’s SKU sheet', () => {
  it('has one row per SKU of the exported products, in their order, under the headers in Chinese', async () => {
    const { cells } = await readAs('INVENTORY', await exportedFile())
    expect(cells).toEqual([
      // As the reader gives them: full-width brackets folded by NFKC.
      ['商品编码', '商品名称', '规格编码', '规格', '库存', '售价(元)', '分销价(元)'],
      ['P-1', 'Name P-1', 'A-1', '', '0', '1234.56'],
      ['P-1', 'Name P-1', 'A-2', '', '15', '0.05', '0.04'],
      ['P-2', 'Name P-2', '00123', '', '7', '9.9'],
    ])
    expect(pages).toContain('INVENTORY:A-1')
  })

  it('imports back through each import: the stock, price and distribution price read are the current ones', async () => {
    const bytes = await exportedFile()
    expect((await readAs('INVENTORY', bytes)).checked).toEqual({
      all: [
        [2, 'A-1', '0'],
        [3, 'A-2', '15'],
        [4, '00123', '7'],
      ],
      send: [
        [2, 'A-1', '0'],
        [3, 'A-2', '15'],
        [4, '00123', '7'],
      ],
      problems: [],
    })
    expect((await readAs('PRICE', bytes)).checked.send).toEqual([
      [2, 'A-1', '1234.56'],
      [3, 'A-2', '0.05'],
      [4, '00123', '9.9'],
    ])
    // SKUs not on distribution have no distribution price: the import says so for each row.
    const dis = (await readAs('DIS_PRICE', bytes)).checked
    expect(dis.send).toEqual([[3, 'A-2', '0.04']])
    expect(dis.problems).toEqual([
      { line: 2, skuCode: 'A-1', problem: 'missingValue' },
      { line: 4, skuCode: '00123', problem: 'missingValue' },
    ])
  })
})
