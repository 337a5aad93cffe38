// Choosing one of the merchant's products on sale to send in a conversation
// (getRecordMessageProductList), in the shared record picker; "send" hands the product to the
// chat machine.
import './friend-locales.ts'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { RecordMessageProduct } from '../../../contract/business-friends.schema.ts'
import * as api from '../../services/business-friends.api.ts'
import { CellText } from '../shared/paged-table.tsx'
import { RecordPickerDialog } from '../shared/record-picker-dialog.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'

export function productPrice(p: { minPrice: number; maxPrice: number }): string {
  return p.minPrice === p.maxPrice
    ? formatYuan(p.minPrice)
    : `${formatYuan(p.minPrice)} – ${formatYuan(p.maxPrice)}`
}

export function FriendChatProductPicker({
  onSend,
  onClose,
}: {
  onSend: (productId: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation('business-friends')
  const list = usePagedList(api.getRecordMessageProducts, { pageSize: 10 })
  return (
    <RecordPickerDialog<RecordMessageProduct>
      title={t('chat.pickTitle')}
      tableLabel={t('chat.pickTitle')}
      list={list}
      dataKey="productId"
      search={{ label: t('chat.search'), fieldLabel: t('fields.keyword') }}
      emptyMessage={t('chat.empty')}
      width="min(48rem, 96vw)"
      columns={[
        <Column
          key="card"
          header={t('chat.productCard')}
          body={(p: RecordMessageProduct) => <CellText text={p.name} />}
        />,
        <Column key="price" header={t('chat.price')} body={productPrice} />,
      ]}
      pick={{
        kind: 'row',
        actionsHeader: t('fields.actions'),
        action: (p) => ({
          label: t('chat.send'),
          ariaLabel: `${t('chat.send')} ${p.name}`,
          onClick: () => onSend(p.productId),
        }),
      }}
      onClose={onClose}
    />
  )
}
