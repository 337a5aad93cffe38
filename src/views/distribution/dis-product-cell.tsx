// A distribution product's cell (thumbnail, name, number) and a price range, shared by the
// list and the apply dialog.
import type { DisProductRow } from '../../../contract/distribution-setup.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'

export function priceRange(lo: number, hi: number): string {
  return lo === hi ? formatYuan(lo) : `${formatYuan(lo)} – ${formatYuan(hi)}`
}

export function ProductCell({ row }: { row: DisProductRow }) {
  const uploadedImageSrc = useUploadedImageSrc()
  return (
    <div className="dis-product-cell">
      {row.mainImageUrl ? (
        <img src={uploadedImageSrc(row.mainImageUrl)} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="dis-product-thumb" aria-hidden="true">
          <i className="pi pi-image" />
        </span>
      )}
      <span>
        <strong>{row.name}</strong>
        <br />
        <small>{row.productNo}</small>
      </span>
    </div>
  )
}
