// One printable barcode label: the code drawn as an SVG by jsbarcode (loaded on first use,
// only by the barcode page), EAN-13 or Code 128 as the contract's rule says. A code the rule
// refuses (a wrong EAN-13 check digit) shows why on the label instead of a blank one
// (issue 35: the preview printed nothing and said nothing).
import { useEffect, useRef, useState } from 'react'
import {
  barcodeFormat,
  barcodeProblem,
  MAX_BARCODE_LENGTH,
} from '../../../contract/product-setup.constants.ts'
import { useFieldMessage } from '../shared/form-field.tsx'

export function BarcodeLabel({ code, caption }: { code: string; caption: string }) {
  const message = useFieldMessage('product-setup')
  const svg = useRef<SVGSVGElement>(null)
  const problem = barcodeProblem(code)
  const [drawFailed, setDrawFailed] = useState(false)
  useEffect(() => {
    if (problem) return
    let live = true
    setDrawFailed(false)
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!live || !svg.current) return
      JsBarcode(svg.current, code, {
        format: barcodeFormat(code) === 'EAN13' ? 'EAN13' : 'CODE128',
        height: 48,
        width: 1.6,
        fontSize: 14,
        margin: 4,
        // jsbarcode leaves the SVG empty for a code it cannot draw: say so.
        valid: (ok: boolean) => {
          if (live && !ok) setDrawFailed(true)
        },
      })
    })
    return () => {
      live = false
    }
  }, [code, problem])
  const refused = problem ?? (drawFailed ? 'badCharacters' : undefined)
  return (
    <figure className="barcode-label">
      {refused ? (
        <p className="barcode-label-error" role="alert">
          {code} — {message(refused === 'tooLong' ? { reason: refused, max: MAX_BARCODE_LENGTH } : refused)}
        </p>
      ) : (
        <svg ref={svg} role="img" aria-label={code} />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
