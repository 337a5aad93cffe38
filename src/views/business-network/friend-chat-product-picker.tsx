// Choosing one of the merchant's products on sale to send in a conversation
// (getRecordMessageProductList); "send" hands the product to the chat machine.
import './friend-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { RecordMessageProduct } from '../../../contract/business-friends.schema.ts'
import * as api from '../../services/business-friends.api.ts'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
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
    <Dialog header={t('chat.pickTitle')} visible onHide={onClose} modal style={{ width: 'min(48rem, 96vw)' }}>
      <KeywordFilterBar label={t('chat.search')} fieldLabel={t('fields.keyword')} list={list} />
      <PagedTable<RecordMessageProduct>
        list={list}
        dataKey="productId"
        label={t('chat.pickTitle')}
        emptyMessage={t('chat.empty')}
      >
        <Column
          header={t('chat.productCard')}
          body={(p: RecordMessageProduct) => <CellText text={p.name} />}
        />
        <Column header={t('chat.price')} body={productPrice} />
        <Column
          header={t('fields.actions')}
          frozen
          alignFrozen="right"
          body={(p: RecordMessageProduct) => (
            <Button
              size="small"
              label={t('chat.send')}
              aria-label={`${t('chat.send')} ${p.name}`}
              onClick={() => onSend(p.productId)}
            />
          )}
        />
      </PagedTable>
    </Dialog>
  )
}
