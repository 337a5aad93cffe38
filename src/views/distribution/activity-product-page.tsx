// mdActivityProduct?id=: the products of one activity, paged in the activity's order, with
// selling price, activity price and stock; products are added from the merchant's
// distribution products (addMpActivityProducts) and taken out after a confirmation
// (removeMpActivityProducts). Opened with a bad or foreign id it shows RecordNotFound.
import './activity-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { DisProductRow, MpActivityProductRow } from '../../../contract/distribution-setup.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { addProductsRequest } from '../../machines/distribution/activity-products.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import { addMpActivityProducts, removeMpActivityProducts } from '../../services/activity.api.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ActivityProductPicker } from './activity-product-picker.tsx'
import { useLoad } from '../shared/use-load.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { PagedTable, textColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ACTIVITY_PATHS } from './activity-paths.ts'
import { RecordFrame } from '../shared/record-frame.tsx'

function ActivityProducts({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('activity')
  const { show } = usePageToast()
  const list = usePagedList<MpActivityProductRow, Record<string, unknown>>((query, signal) =>
    api.getMpActivityProductList({ ...toListRequest(query), activityId: id }, signal),
  )
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<MpActivityProductRow | undefined>(undefined)
  const refresh = () => list.send({ type: 'list.refresh' })
  const adding = useFormSubmit(
    (v: { rows: DisProductRow[] }) => addMpActivityProducts(addProductsRequest(id, v.rows)),
    (res) => {
      show('success', t('messages.productsAdded', { count: res.productCount }))
      adding.reset()
      refresh()
    },
  )
  return (
    <section className="page" aria-labelledby="md-activity-products-title">
      <header className="page-header">
        <h1 id="md-activity-products-title">{t('detail.products', { title })}</h1>
        <div className="row-actions">
          <Button icon="pi pi-plus" label={t('actions.addProducts')} onClick={() => setPicking(true)} />
          <Button
            outlined
            label={t('actions.editActivity')}
            onClick={() => navigate(`${ACTIVITY_PATHS.detail}?id=${id}`)}
          />
          <Button outlined label={t('actions.back')} onClick={() => navigate(ACTIVITY_PATHS.list)} />
        </div>
      </header>
      <ErrorNotice error={adding.error} />
      <PagedTable<MpActivityProductRow>
        list={list}
        dataKey="productId"
        label={t('detail.products', { title })}
        emptyMessage={t('list.empty')}
      >
        <Column field="sort" header={t('fields.order')} sortable />
        {textColumn<MpActivityProductRow>('name', t('fields.product'))}
        <Column field="productNo" header={t('fields.productNo')} />
        <Column
          header={t('fields.sellingPrice')}
          body={(r: MpActivityProductRow) => formatYuan(r.minPrice)}
        />
        <Column
          header={t('fields.activityPrice')}
          body={(r: MpActivityProductRow) =>
            r.activityPrice === null ? t('detail.samePrice') : formatYuan(r.activityPrice)
          }
        />
        <Column field="stock" header={t('fields.stock')} />
        <Column
          header={t('fields.actions')}
          {...STICKY_RIGHT}
          body={(r: MpActivityProductRow) => (
            <RowActions
              subject={r.name}
              actions={[{ label: t('actions.removeProduct'), danger: true, onClick: () => setRemoving(r) }]}
            />
          )}
        />
      </PagedTable>
      {picking && (
        <ActivityProductPicker
          chosen={[]}
          onClose={() => setPicking(false)}
          onPick={(rows) => {
            setPicking(false)
            adding.send({ rows })
          }}
        />
      )}
      {removing && (
        <CallConfirmDialog
          title={t('messages.removeProductTitle')}
          confirmLabel={t('actions.removeProduct')}
          danger
          call={(v: { productId: string }) =>
            removeMpActivityProducts({ activityId: id, productIds: [v.productId] })
          }
          values={{ productId: removing.productId }}
          onDone={() => {
            setRemoving(undefined)
            show('success', t('messages.productRemoved'))
            refresh()
          }}
          onCancel={() => setRemoving(undefined)}
        >
          <p>{t('messages.removeProductConfirm', { name: removing.name })}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}

export default function ActivityProductPage() {
  const { t } = useTranslation('activity')
  const id = recordIdParam(useSearch(), 'id')
  const loaded = useLoad(async (signal) =>
    id === undefined ? undefined : api.getMpActivityDetailById(String(id), signal),
  )
  const title = t('routes:pages.mdActivityProduct')
  return (
    <RecordFrame title={title} backTo={ACTIVITY_PATHS.list} loaded={loaded} missing={id === undefined}>
      {(activity) => <ActivityProducts id={String(id)} title={activity.title} />}
    </RecordFrame>
  )
}
