// Distribution products (disProduct) and mixed-batch products (mixedProduct): the list with
// on/off, delete and edit, and the dialog that applies own products for distribution.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { DisProductRow } from '../../../contract/distribution-setup.schema.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { SpreadsheetMenu } from '../shared/spreadsheet-menu.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ApplyDisProductsDialog } from './apply-dis-products-dialog.tsx'
import { ProductCell, priceRange } from './dis-product-cell.tsx'
import { DisProductFilterBar, type DisProductFilters } from './dis-product-filter-bar.tsx'
import { pathTo } from '../../routes/paths.ts'

export function DisProductList({ mixed }: { mixed: boolean }) {
  const { t } = useTranslation('distribution-setup')
  const { show } = usePageToast()
  const list = usePagedList<DisProductRow, DisProductFilters>((query, signal) =>
    api.disGetMyProductList({ ...toListRequest(query), ...(mixed ? { isMixed: 1 } : {}) }, signal),
  )
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
  const actions = (r: DisProductRow) => {
    const toggle = r.status === 'ON' ? t('actions.takeOff') : t('actions.putOn')
    return (
      <RowActions
        subject={r.name}
        actions={[
          {
            label: t('actions.edit'),
            onClick: () => navigate(pathTo('editDisProduct', { id: r.id })),
          },
          {
            label: toggle,
            disabled: statusChange.busy,
            onClick: () =>
              statusChange.send({ ids: [r.id as string], status: r.status === 'ON' ? 'OFF' : 'ON' }),
          },
          { label: t('actions.delete'), danger: true, onClick: () => setDeleting([r]) },
        ]}
      />
    )
  }

  const title = mixed ? t('routes:pages.mixedProduct') : t('routes:pages.disProduct')
  return (
    <section className="page" aria-labelledby="dis-product-title">
      <header className="page-header">
        <h1 id="dis-product-title">{title}</h1>
        <span className="row-actions">
          <SpreadsheetMenu
            label={t('disProduct.import')}
            items={[{ label: t('routes:pages.disPriceImport'), to: pathTo('disPriceImport') }]}
          />
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('actions.applyProducts')}
            onClick={() => setApplying(true)}
          />
        </span>
      </header>
      <ErrorNotice error={statusChange.error} />
      <DisProductFilterBar
        list={list}
        selected={selection.length}
        busy={statusChange.busy}
        onStatus={(status) => statusChange.send({ ids: ids(selection), status })}
        onDelete={() => setDeleting(selection)}
      />
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
        <ApplyDisProductsDialog
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
