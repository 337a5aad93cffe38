// The confirmation of a batch action on the product list (on shelf, off shelf, delete): it
// names the product, or how many, and makes the call; a refusal stays in the dialog.
import { useTranslation } from 'react-i18next'
import type { ProductRow } from '../../../contract/products.schema.ts'
import { deleteProducts, updateProductStatus } from '../../services/products.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { usePageToast } from '../shared/page-toast.tsx'

export interface Pending {
  kind: 'ON_SALE' | 'OFF_SALE' | 'delete'
  rows: ProductRow[]
}

export function ProductBatchDialog({
  pending,
  onDone,
  onCancel,
}: {
  pending: Pending
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('products')
  const { show } = usePageToast()
  const { kind, rows } = pending
  return (
    <CallConfirmDialog
      title={t(`confirm.${kind}Title`)}
      confirmLabel={t(`confirm.${kind}Action`)}
      danger={kind === 'delete'}
      call={(v: { ids: string[] }) =>
        kind === 'delete' ? deleteProducts(v.ids) : updateProductStatus(v.ids, kind)
      }
      values={{ ids: rows.map((r) => r.productId) }}
      onDone={() => {
        show('success', t(`confirm.${kind}Done`, { count: rows.length }))
        onDone()
      }}
      onCancel={onCancel}
    >
      <p>{t(`confirm.${kind}Message`, { count: rows.length, name: rows[0]?.name ?? '' })}</p>
    </CallConfirmDialog>
  )
}
