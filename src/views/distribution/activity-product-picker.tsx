// Choosing distribution products for an activity: a paged list of the merchant's applied
// distribution products in a dialog; the ones already in the activity are not added twice.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DisProductRow } from '../../../contract/distribution-setup.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'

export function ActivityProductPicker({
  chosen,
  onPick,
  onClose,
}: {
  chosen: string[]
  onPick: (rows: DisProductRow[]) => void
  onClose: () => void
}) {
  const { t } = useTranslation('distribution-setup')
  const list = usePagedList<DisProductRow, Record<string, unknown>>((query, signal) =>
    api.disGetMyProductList({ ...toListRequest(query), scope: 'APPLIED' }, signal),
  )
  const [selection, setSelection] = useState<DisProductRow[]>([])
  const fresh = selection.filter((r) => !chosen.includes(r.productId))
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onClose} />
      <Button
        type="button"
        label={t('products.addSelected', { count: fresh.length })}
        disabled={fresh.length === 0}
        onClick={() => onPick(fresh)}
      />
    </div>
  )
  return (
    <Dialog
      header={t('activity.pickTitle')}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
    >
      <PagedTable<DisProductRow>
        list={list}
        dataKey="productId"
        label={t('activity.pickTable')}
        selection={selection}
        onSelectionChange={setSelection}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="name" header={t('fields.product')} />
        <Column field="productNo" header={t('fields.productNo')} />
        <Column header={t('fields.sellingPrice')} body={(r: DisProductRow) => formatYuan(r.minPrice)} />
      </PagedTable>
    </Dialog>
  )
}
