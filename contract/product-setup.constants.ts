// Limits and pure rules of the product set-up pages (material library, freight templates,
// spreadsheet imports, barcode maintenance), without the schema library: the server validates
// with them (product-setup.schema.ts, the import and barcode repositories) and the browser
// checks and shows them at the field. One rule, two callers: barcodeProblem() runs in both.

/** Longest material or folder name. */
export const MAX_MATERIAL_NAME_LENGTH = 100
/** Longest folder name. */
export const MAX_FOLDER_NAME_LENGTH = 30
/** Most folders per merchant. */
export const MAX_FOLDERS = 50
/** Most images uploaded in one go (each is one upload call). */
export const MAX_FILES_PER_BATCH = 20
/** Most materials moved in one call. */
export const MAX_MOVE_COUNT = 100
/** The multipart field of uploadMaterial that carries the image. */
export const MATERIAL_UPLOAD_FIELD = 'file'
/** A material thumbnail's long side in px (THUMBNAIL_SIZE of server/storage/image-processor.ts). */
export const MATERIAL_THUMBNAIL_SIZE = 240

/** Freight: PIECE charges per item; WEIGHT per unit of grams. */
export const FREIGHT_PRICING_MODES = ['PIECE', 'WEIGHT'] as const
export type FreightPricingMode = (typeof FREIGHT_PRICING_MODES)[number]
export const MAX_TEMPLATE_NAME_LENGTH = 50
/** Most region rules per template (besides the default rule). */
export const MAX_FREIGHT_RULES = 40
/** A fee (fen) of a first or each additional unit. */
export const FREIGHT_FEE = { min: 0, max: 9_999_999 } as const
/** Units of a rule: pieces, or grams when charged by weight. */
export const FREIGHT_UNITS = { min: 1, max: 999_999 } as const
/** Free shipping from this order amount (fen). */
export const FREE_OVER_AMOUNT = { min: 1, max: 999_999_999 } as const

/** Spreadsheet imports. */
export const IMPORT_KINDS = ['INVENTORY', 'PRICE', 'DIS_PRICE'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]
/**
 * Most rows of one import file. The browser reads and checks the file, then sends it to the
 * preview and apply calls in chunks of IMPORT_CALL_ROWS, so the server's work per request stays
 * bounded whatever the file's size.
 */
export const MAX_IMPORT_ROWS = 100_000
/** Most rows of one preview or apply call (one transaction each when applied). */
export const IMPORT_CALL_ROWS = 5_000
/** Highest line number a row may name (rows under a header, blank lines kept). */
export const MAX_IMPORT_LINE = 1_000_000
/** Body limit of the preview and apply calls: IMPORT_CALL_ROWS rows of the longest codes and values. */
export const IMPORT_BODY_BYTES = 4 * 1024 * 1024
export const MAX_SKU_CODE_LENGTH = 64
/** Longest cell value read from the file. */
export const MAX_IMPORT_VALUE_LENGTH = 20
export const IMPORT_STOCK = { min: 0, max: 9_999_999 } as const
/** A price in fen: at most 9,999,999.99 yuan. */
export const IMPORT_PRICE_FEN = { min: 0, max: 999_999_999 } as const
/** Why a row is refused. */
export const IMPORT_ROW_PROBLEMS = [
  'unknownSku',
  'notOnDistribution',
  'badNumber',
  'negative',
  'notWholeNumber',
  'outOfRange',
  'tooManyDecimals',
  'missingValue',
  'valueTooLong',
  'skuTooLong',
  'duplicateRow',
  'missingSku',
] as const
export type ImportRowProblem = (typeof IMPORT_ROW_PROBLEMS)[number]
/** The column headers of each template (first column SKU code, second the value). */
export const IMPORT_COLUMNS: Record<ImportKind, readonly [string, string]> = {
  INVENTORY: ['skuCode', 'stock'],
  PRICE: ['skuCode', 'price'],
  DIS_PRICE: ['skuCode', 'disPrice'],
}

/**
 * The value of an import row in its stored unit (stock, or fen), or the problem with it. Reads
 * what people type: full-width digits, a thousands comma ("1,234.50"), a yuan sign.
 */
export function parseImportValue(
  kind: ImportKind,
  raw: string,
): { value: number } | { problem: ImportRowProblem } {
  const trimmed = raw.normalize('NFKC').trim()
  if (trimmed === '') return { problem: 'missingValue' }
  if (trimmed.length > MAX_IMPORT_VALUE_LENGTH) return { problem: 'valueTooLong' }
  const text = trimmed.replace(/^[¥￥]\s*/, '').replace(/(\d),(?=\d{3}(?:\D|$))/g, '$1')
  if (/^-\s*\d+(?:\.\d+)?$/.test(text) && Number(text.replace(/\s/g, '')) !== 0) {
    return { problem: 'negative' }
  }
  if (kind === 'INVENTORY') {
    if (/^\d+\.0*$/.test(text)) return parseImportValue(kind, text.replace(/\.0*$/, ''))
    if (/^\d+\.\d+$/.test(text)) return { problem: 'notWholeNumber' }
    if (!/^\d+$/.test(text)) return { problem: 'badNumber' }
    const n = Number(text)
    return n > IMPORT_STOCK.max ? { problem: 'outOfRange' } : { value: n }
  }
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text)
  if (!m) return { problem: 'badNumber' }
  const decimals = m[2] ?? ''
  if (decimals.length > 2) return { problem: 'tooManyDecimals' }
  const fen = Number(m[1]) * 100 + Number(decimals.padEnd(2, '0'))
  return fen > IMPORT_PRICE_FEN.max ? { problem: 'outOfRange' } : { value: fen }
}

/**
 * The problem of a row's SKU code alone (empty or too long), or undefined. Both sides run it:
 * the browser before sending, the server on what it receives.
 */
export function importCodeProblem(code: string): ImportRowProblem | undefined {
  if (code === '') return 'missingSku'
  return code.length > MAX_SKU_CODE_LENGTH ? 'skuTooLong' : undefined
}

/** Barcodes: a 13-digit number is EAN-13 (its check digit is verified); anything else Code 128. */
export const BARCODE_FORMATS = ['EAN13', 'CODE128'] as const
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number]
export const MAX_BARCODE_LENGTH = 48
/** Most barcodes saved in one call. */
export const MAX_BARCODE_BATCH = 200

/** The EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** The format a (valid) barcode is printed in. */
export function barcodeFormat(code: string): BarcodeFormat {
  return /^\d{13}$/.test(code) ? 'EAN13' : 'CODE128'
}

/**
 * Why a barcode is refused, or undefined when it is valid. '' (no barcode) is valid: a SKU
 * may have none. Code 128 takes printable ASCII only.
 */
export function barcodeProblem(code: string): 'badCheckDigit' | 'badCharacters' | 'tooLong' | undefined {
  if (code === '') return undefined
  if (code.length > MAX_BARCODE_LENGTH) return 'tooLong'
  if (/^\d{13}$/.test(code)) {
    return ean13CheckDigit(code.slice(0, 12)) === Number(code[12]) ? undefined : 'badCheckDigit'
  }
  return /^[\x20-\x7e]+$/.test(code) && code.trim() === code ? undefined : 'badCharacters'
}
