// productList (cached): the merchant's products, paged, sorted and filtered on the server, in
// tabs with their counts (on shelf, off shelf, out of stock); batch on/off shelf and delete
// ask first, naming how many; export writes the current tab and search to a spreadsheet.
import './product-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { ProductTab } from '../../../contract/products.constants.ts'
import type { ProductListResponse, ProductRow } from '../../../contract/products.schema.ts'
import { getProductList } from '../../services/products.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { CellText, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { SpreadsheetMenu } from '../shared/spreadsheet-menu.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { type Pending, ProductBatchDialog } from './product-batch-dialog.tsx'
import { useProductExport } from './product-export.ts'
import { ProductFilterBar, type ProductFilters } from './product-filter-bar.tsx'
import { useCategoryAndBrandOptions } from './product-options.ts'
import { ProductStockDialog } from './product-stock-dialog.tsx'
import { ProductTabs } from './product-tabs.tsx'
import './stock-locales.ts'
import './stock.css'
import '../shared/setup-page.css'
import './product-pages.css'
import { pathTo } from '../../routes/paths.ts'

export default function ProductListPage() {
  const { t, i18n } = useTranslation('products')
  const options = useCategoryAndBrandOptions()
  const [counts, setCounts] = useState<Pick<ProductListResponse, 'counts' | 'cappedCounts'> | undefined>(
    undefined,
  )
  const list = usePagedList<ProductRow, ProductFilters>(async (query, signal) => {
    const answer = await getProductList(query, signal)
    setCounts({ counts: answer.counts, cappedCounts: answer.cappedCounts })
    return answer
  })
  const filters = useSelector(list, (s) => s.context.query.filters as ProductFilters)
  const query = useSelector(list, (s) => s.context.query)
  const tab: ProductTab = filters.tab ?? 'ALL'
  const [selection, setSelection] = useState<ProductRow[]>([])
  const exporter = useProductExport(query)
  const [pending, setPending] = useState<Pending | undefined>(undefined)
  const [stockOf, setStockOf] = useState<ProductRow | undefined>(undefined)

  const refresh = () => {
    setSelection([])
    list.send({ type: 'list.refresh' })
  }
  const actions = (r: ProductRow) => (
    <RowActions
      subject={r.name}
      actions={[
        {
          label: t('actions.edit'),
          onClick: () => navigate(pathTo('editProduct', { id: r.productId })),
        },
        { label: t('stock:product.open'), onClick: () => setStockOf(r) },
        r.status === 'ON_SALE'
          ? { label: t('actions.takeOff'), onClick: () => setPending({ kind: 'OFF_SALE', rows: [r] }) }
          : { label: t('actions.putOn'), onClick: () => setPending({ kind: 'ON_SALE', rows: [r] }) },
        {
          label: t('actions.delete'),
          danger: true,
          onClick: () => setPending({ kind: 'delete', rows: [r] }),
        },
      ]}
    />
  )
  const title = t('list.title')
  return (
    <section className="page product-list" aria-labelledby="product-list-title">
      <header className="page-header">
        <h1 id="product-list-title">{title}</h1>
        <span className="row-actions">
          <SpreadsheetMenu
            label={t('list.import')}
            items={(['inventoryImport', 'priceImport', 'disPriceImport'] as const).map((page) => ({
              label: t(`routes:pages.${page}`),
              to: pathTo(page),
            }))}
          />
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('actions.add')}
            onClick={() => navigate(pathTo('addProduct'))}
          />
        </span>
      </header>
      <ErrorNotice error={options.error} onRetry={options.retry} />
      <ErrorNotice error={exporter.error} />
      <ProductFilterBar
        list={list}
        categories={options.categories}
        brands={options.brands}
        selected={selection.length}
        busy={pending !== undefined}
        exporting={exporter.busy}
        onShelf={(kind) => setPending({ kind, rows: selection })}
        onDelete={() => setPending({ kind: 'delete', rows: selection })}
        onExport={exporter.run}
      />
      <ProductTabs
        tab={tab}
        counts={counts?.counts}
        cappedCounts={counts?.cappedCounts}
        onSelect={(next) => {
          setSelection([])
          list.send({ type: 'list.filter', filters: { ...filters, tab: next } })
        }}
      />
      <div id="product-list-panel" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        <PagedTable<ProductRow>
          list={list}
          dataKey="productId"
          label={title}
          emptyMessage={t('list.empty')}
          selection={selection}
          onSelectionChange={setSelection}
        >
          <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
          <Column
            header={t('fields.product')}
            sortable
            sortField="name"
            body={(r: ProductRow) => (
              <div className="product-cell">
                {r.mainImageUrl ? (
                  <img src={r.mainImageUrl} alt="" />
                ) : (
                  <span className="product-cell__thumb" />
                )}
                <span>
                  <CellText text={r.name} />
                  <small>{r.productNo}</small>
                </span>
              </div>
            )}
          />
          <Column field="categoryName" header={t('fields.category')} />
          <Column field="brandName" header={t('fields.brand')} />
          <Column
            header={t('fields.price')}
            sortable
            sortField="minPrice"
            body={(r: ProductRow) =>
              r.minPrice === r.maxPrice
                ? formatYuan(r.minPrice)
                : `${formatYuan(r.minPrice)} – ${formatYuan(r.maxPrice)}`
            }
          />
          <Column
            field="totalStock"
            header={t('stock:fields.onHand')}
            sortable
            bodyClassName="stock-number"
            alignHeader="right"
          />
          <Column
            field="reservedStock"
            header={t('stock:fields.reserved')}
            bodyClassName="stock-number"
            alignHeader="right"
          />
          <Column
            header={t('stock:fields.available')}
            bodyClassName="stock-number"
            alignHeader="right"
            body={(r: ProductRow) => (
              <span className="stock-available">
                {r.availableStock}
                {r.lowStockSkuCount > 0 && <Tag severity="warning" value={t('tabs.LOW_STOCK')} />}
              </span>
            )}
          />
          <Column field="salesCount" header={t('fields.salesCount')} sortable />
          <Column
            header={t('fields.status')}
            body={(r: ProductRow) => (
              <Tag
                severity={r.status === 'ON_SALE' ? 'success' : 'secondary'}
                value={t(`status.${r.status}`)}
              />
            )}
          />
          <Column
            field="createdAt"
            header={t('fields.createdAt')}
            sortable
            body={(r: ProductRow) => formatDateTime(r.createdAt, i18n.resolvedLanguage)}
          />
          <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
        </PagedTable>
      </div>
      {stockOf && (
        <ProductStockDialog
          productId={stockOf.productId}
          name={stockOf.name}
          onClose={() => setStockOf(undefined)}
        />
      )}
      {pending && (
        <ProductBatchDialog
          pending={pending}
          onDone={() => {
            setPending(undefined)
            refresh()
          }}
          onCancel={() => setPending(undefined)}
        />
      )}
    </section>
  )
}
