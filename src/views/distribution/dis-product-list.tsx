// Distribution products (disProduct) and mixed-batch products (mixedProduct): the list with
// on/off, delete and edit, and the dialog that applies own products for distribution.
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { DisProductRow } from '../../../contract/distribution-setup.schema.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { uploadedImageSrc } from '../../browser/uploaded-image.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, KeywordFilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { yuan } from './distribution-format.ts'

interface Filters {
  keyword?: string | undefined
  status?: 'ON' | 'OFF' | undefined
}

function priceRange(lo: number, hi: number): string {
  return lo === hi ? yuan(lo) : `${yuan(lo)} – ${yuan(hi)}`
}

function ProductCell({ row }: { row: DisProductRow }) {
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

function ApplyDialog({
  mixed,
  onClose,
  onApplied,
}: {
  mixed: boolean
  onClose: () => void
  onApplied: (n: number) => void
}) {
  const { t } = useTranslation('distributionSetup')
  const list = usePagedList<DisProductRow, Filters>((query, signal) =>
    api.disGetMyProductList({ ...toListRequest(query), scope: 'AVAILABLE' }, signal),
  )
  const [selection, setSelection] = useState<DisProductRow[]>([])
  const apply = useFormSubmit(
    (v: { productIds: string[] }) => api.addApplyDisProductList(v.productIds, mixed ? 1 : 0),
    (r) => onApplied(r.added),
  )
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onClose} disabled={apply.busy} />
      <Button
        type="button"
        label={t('products.applySelected', { count: selection.length })}
        disabled={selection.length === 0}
        loading={apply.busy}
        onClick={() => apply.send({ productIds: selection.map((r) => r.productId) })}
      />
    </div>
  )
  return (
    <Dialog
      header={t('products.applyTitle')}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(56rem, 96vw)' }}
    >
      <ErrorNotice error={apply.error} />
      <KeywordFilterBar label={t('products.applyFilter')} fieldLabel={t('fields.keyword')} list={list} />
      <PagedTable<DisProductRow>
        list={list}
        dataKey="productId"
        label={t('products.availableTable')}
        selection={selection}
        onSelectionChange={setSelection}
        emptyMessage={t('products.noneAvailable')}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column header={t('fields.product')} body={(r: DisProductRow) => <ProductCell row={r} />} />
        <Column field="categoryName" header={t('fields.category')} />
        <Column
          header={t('fields.sellingPrice')}
          body={(r: DisProductRow) => priceRange(r.minPrice, r.maxPrice)}
        />
        <Column field="totalStock" header={t('fields.stock')} />
      </PagedTable>
    </Dialog>
  )
}

export function DisProductList({ mixed }: { mixed: boolean }) {
  const { t } = useTranslation('distributionSetup')
  const { toast, show } = usePageToast()
  const list = usePagedList<DisProductRow, Filters>((query, signal) =>
    api.disGetMyProductList({ ...toListRequest(query), ...(mixed ? { isMixed: 1 } : {}) }, signal),
  )
  const applied = useSelector(list, (s) => s.context.query.filters as Filters)
  const [keyword, setKeyword] = useState(applied.keyword ?? '')
  const [status, setStatus] = useState<string>(applied.status ?? '')
  const [selection, setSelection] = useState<DisProductRow[]>([])
  const [applying, setApplying] = useState(false)
  const [deleting, setDeleting] = useState<DisProductRow[] | undefined>(undefined)

  const refresh = () => {
    setSelection([])
    list.send({ type: 'list.refresh' })
  }
  const statusChange = useFormSubmit(
    (v: { ids: string[]; status: 'ON' | 'OFF' }) => api.updateDisStatus(v.ids, v.status),
    () => {
      show('success', t('products.statusChanged'))
      statusChange.reset()
      refresh()
    },
  )
  const ids = (rows: DisProductRow[]) => rows.map((r) => r.id as string)
  const statusOptions = [
    { label: t('fields.all'), value: '' },
    { label: t('status.ON'), value: 'ON' },
    { label: t('status.OFF'), value: 'OFF' },
  ]

  const actions = (r: DisProductRow) => {
    const toggle = r.status === 'ON' ? t('actions.takeOff') : t('actions.putOn')
    return (
      <RowActions
        subject={r.name}
        actions={[
          { label: t('actions.edit'), onClick: () => navigate(`/distribution-management/editDisProduct?id=${r.id}`) },
          {
            label: toggle,
            disabled: statusChange.busy,
            onClick: () => statusChange.send({ ids: [r.id as string], status: r.status === 'ON' ? 'OFF' : 'ON' }),
          },
          { label: t('actions.delete'), danger: true, onClick: () => setDeleting([r]) },
        ]}
      />
    )
  }

  const title = mixed ? t('routes:pages.mixedProduct') : t('routes:pages.disProduct')
  return (
    <section className="page" aria-labelledby="dis-product-title">
      {toast}
      <header className="page-header">
        <h1 id="dis-product-title">{title}</h1>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('actions.applyProducts')}
          onClick={() => setApplying(true)}
        />
      </header>
      <ErrorNotice error={statusChange.error} />
      <FilterBar
        label={t('products.filterLabel')}
        onSearch={() =>
          list.send({
            type: 'list.filter',
            filters: {
              keyword: keyword.trim() || undefined,
              status: (status || undefined) as Filters['status'],
            },
          })
        }
        onReset={() => {
          setKeyword('')
          setStatus('')
          list.send({ type: 'list.filter', filters: {} })
        }}
        actions={
          <>
            <Button
              type="button"
              size="small"
              label={t('actions.batchOn')}
              disabled={selection.length === 0 || statusChange.busy}
              onClick={() => statusChange.send({ ids: ids(selection), status: 'ON' })}
            />
            <Button
              type="button"
              size="small"
              label={t('actions.batchOff')}
              disabled={selection.length === 0 || statusChange.busy}
              onClick={() => statusChange.send({ ids: ids(selection), status: 'OFF' })}
            />
            <Button
              type="button"
              size="small"
              severity="danger"
              label={t('actions.batchDelete')}
              disabled={selection.length === 0}
              onClick={() => setDeleting(selection)}
            />
          </>
        }
      >
        <TextFilter
          label={t('fields.keyword')}
          value={keyword}
          placeholder={t('fields.keywordPlaceholder')}
          onChange={setKeyword}
        />
        <SelectFilter
          label={t('fields.status')}
          value={status}
          placeholder={t('fields.all')}
          options={statusOptions}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedTable<DisProductRow>
        list={list}
        dataKey="id"
        label={title}
        selection={selection}
        onSelectionChange={setSelection}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column
          header={t('fields.product')}
          body={(r: DisProductRow) => <ProductCell row={r} />}
          sortable
          sortField="name"
        />
        <Column field="categoryName" header={t('fields.category')} />
        <Column
          header={t('fields.disPrice')}
          body={(r: DisProductRow) => priceRange(r.minDisPrice, r.maxDisPrice)}
          sortable
          sortField="minDisPrice"
        />
        <Column
          header={t('fields.sellingPrice')}
          body={(r: DisProductRow) => priceRange(r.minPrice, r.maxPrice)}
        />
        <Column field="totalStock" header={t('fields.stock')} />
        <Column field="minOrderQuantity" header={t('fields.minOrderQuantity')} />
        <Column
          header={t('fields.status')}
          body={(r: DisProductRow) => (
            <Tag
              severity={r.status === 'ON' ? 'success' : 'secondary'}
              value={t(`status.${r.status ?? 'OFF'}`)}
            />
          )}
        />
        <Column header={t('fields.actions')} body={actions} />
      </PagedTable>
      {applying && (
        <ApplyDialog
          mixed={mixed}
          onClose={() => setApplying(false)}
          onApplied={(n) => {
            setApplying(false)
            show('success', t('products.applied', { count: n }))
            refresh()
          }}
        />
      )}
      {deleting && (
        <CallConfirmDialog
          title={t('products.deleteTitle')}
          confirmLabel={t('actions.delete')}
          danger
          call={(v: { ids: string[] }) => api.deleteDisProduct(v.ids)}
          values={{ ids: ids(deleting) }}
          onDone={() => {
            show('success', t('products.deleted'))
            setDeleting(undefined)
            refresh()
          }}
          onCancel={() => setDeleting(undefined)}
        >
          <p>{t('products.deleteConfirm', { count: deleting.length, name: deleting[0]?.name ?? '' })}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}
