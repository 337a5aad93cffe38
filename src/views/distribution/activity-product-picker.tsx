// Choosing distribution products for an activity from the merchant's applied distribution
// products, in the shared record picker; the ones already in the activity are not added twice.
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import type { DisProductRow } from '../../../contract/distribution-setup.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { RecordPickerDialog } from '../shared/record-picker-dialog.tsx'
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
  return (
    <RecordPickerDialog<DisProductRow>
      title={t('activity.pickTitle')}
      tableLabel={t('activity.pickTable')}
      list={list}
      dataKey="productId"
      columns={[
        <Column key="name" field="name" header={t('fields.product')} />,
        <Column key="no" field="productNo" header={t('fields.productNo')} />,
        <Column
          key="price"
          header={t('fields.sellingPrice')}
          body={(r: DisProductRow) => formatYuan(r.minPrice)}
        />,
      ]}
      pick={{
        kind: 'select',
        chosen,
        pickLabel: (count) => t('products.addSelected', { count }),
        cancelLabel: t('actions.cancel'),
        onPick,
      }}
      onClose={onClose}
    />
  )
}
