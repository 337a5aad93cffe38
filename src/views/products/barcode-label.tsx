// One printable barcode label: the code drawn as an SVG by jsbarcode (loaded on first use,
// only by the barcode page), EAN-13 or Code 128 as the contract's rule says.
import { useEffect, useRef } from 'react'
import { barcodeFormat } from '../../../contract/product-setup.constants.ts'

export function BarcodeLabel({ code, caption }: { code: string; caption: string }) {
  const svg = useRef<SVGSVGElement>(null)
  useEffect(() => {
    let live = true
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!live || !svg.current) return
      JsBarcode(svg.current, code, {
        format: barcodeFormat(code) === 'EAN13' ? 'EAN13' : 'CODE128',
        height: 48,
        width: 1.6,
        fontSize: 14,
        margin: 4,
      })
    })
    return () => {
      live = false
    }
  }, [code])
  return (
    <figure className="barcode-label">
      <svg ref={svg} role="img" aria-label={code} />
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
