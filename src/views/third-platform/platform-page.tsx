// Third-party platform (/third-platform/platform): the merchant's ERP connection (choose an ERP,
// save its parameters; secrets are never shown) and the products synced from the platform,
// paged and searched on the server; a product opens its details.
import './third-platform-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { PlatformProductRow } from '../../../contract/third-platform.schema.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getPlatformProductList } from '../../services/third-platform.api.ts'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { dateTimeColumn, PagedTable, textColumn, yuanColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ErpConnection } from './erp-connection.tsx'
import '../shared/list-pattern.css'
import './third-platform.css'
import { pathTo } from '../../routes/paths.ts'

const fetchProducts = (query: ListQuery<{ keyword?: string | undefined }>, signal: AbortSignal) =>
  getPlatformProductList(toListRequest(query), signal)

export default function PlatformPage() {
  const { t } = useTranslation('third-platform')
  const [, navigate] = useLocation()
  const list = usePagedList(fetchProducts)
  return (
    <section className="page" aria-labelledby="platform-title">
      <header className="page-header">
        <h1 id="platform-title">{t('title')}</h1>
      </header>
      <ErpConnection />
      <h2>{t('products.title')}</h2>
      <KeywordFilterBar label={t('products.filterLabel')} fieldLabel={t('products.keyword')} list={list} />
      <PagedTable<PlatformProductRow>
        list={list}
        dataKey="id"
        label={t('products.title')}
        emptyMessage={t('products.empty')}
      >
        {textColumn<PlatformProductRow>('name', t('columns.name'))}
        <Column field="externalId" header={t('columns.externalId')} />
        <Column field="skuCode" header={t('columns.skuCode')} />
        {yuanColumn<PlatformProductRow>('price', t('columns.price'))}
        <Column field="stock" header={t('columns.stock')} sortable />
        <Column
          header={t('columns.matched')}
          body={(r: PlatformProductRow) => (r.productId === null ? t('matched.no') : t('matched.yes'))}
        />
        {dateTimeColumn<PlatformProductRow>('syncedAt', t('columns.syncedAt'))}
        <Column
          header={t('columns.actions')}
          {...STICKY_RIGHT}
          body={(r: PlatformProductRow) => (
            <Button
              label={t('products.details')}
              text
              size="small"
              aria-label={t('products.detailsNamed', { name: r.name })}
              onClick={() => navigate(pathTo('platformProductDetails', { id: r.id }))}
            />
          )}
        />
      </PagedTable>
    </section>
  )
}
