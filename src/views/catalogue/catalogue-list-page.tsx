// Catalogues (/cataLogManagement/cataLog): the merchant's catalogues, searched by name and
// status on the server, with their products, orders and orders waiting audit; create, edit,
// view, publish / close and delete.
import './catalogue-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { CATALOGUE_STATUSES, type CatalogueStatus } from '../../../contract/catalogue.constants.ts'
import type { CatalogueRow } from '../../../contract/catalogue.schema.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { PagedTable, textColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { catalogueFormPath, catalogueInfoPath, fetchCatalogues } from './catalogue-fetch.ts'
import { STATUS_SEVERITY, validityOf } from './catalogue-format.ts'
import { type CatalogueStep, CatalogueStepDialog, stepsOf } from './catalogue-status-dialog.tsx'
import '../shared/list-pattern.css'
import './catalogue.css'

export default function CatalogueListPage() {
  const { t, i18n } = useTranslation('catalogue')
  const [, navigate] = useLocation()
  const lang = i18n.resolvedLanguage ?? 'en'
  const list = usePagedList(fetchCatalogues)
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<CatalogueStatus | ''>('')
  const [step, setStep] = useState<CatalogueStep | undefined>()

  const apply = (next: { keyword: string; status: CatalogueStatus | '' }) =>
    list.send({
      type: 'list.filter',
      filters: {
        ...(next.keyword.trim() ? { keyword: next.keyword.trim() } : {}),
        ...(next.status ? { status: next.status } : {}),
      },
    })

  const actions = (row: CatalogueRow) => (
    <RowActions
      subject={row.name}
      actions={[
        { label: t('actions.view'), onClick: () => navigate(catalogueInfoPath(row.id)) },
        { label: t('actions.edit'), onClick: () => navigate(catalogueFormPath(row.id)) },
        ...stepsOf(row.status).map((kind) => ({
          label: t(kind === 'PUBLISH' ? 'actions.publish' : 'actions.close'),
          onClick: () => setStep({ kind, id: row.id, name: row.name }),
        })),
        row.orderCount === 0 && {
          label: t('actions.delete'),
          danger: true,
          onClick: () => setStep({ kind: 'DELETE', id: row.id, name: row.name }),
        },
      ]}
    />
  )

  return (
    <section className="page" aria-labelledby="catalogue-list-title">
      <header className="page-header">
        <h1 id="catalogue-list-title">{t('list.title')}</h1>
        <Button label={t('list.create')} icon="pi pi-plus" onClick={() => navigate(catalogueFormPath())} />
      </header>
      <FilterBar
        label={t('list.filterLabel')}
        onSearch={() => apply({ keyword, status })}
        onReset={() => {
          setKeyword('')
          setStatus('')
          apply({ keyword: '', status: '' })
        }}
      >
        <TextFilter label={t('list.keyword')} value={keyword} onChange={setKeyword} />
        <SelectFilter<CatalogueStatus | ''>
          label={t('list.status')}
          value={status}
          options={[
            { label: t('list.allStatuses'), value: '' },
            ...CATALOGUE_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
          ]}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedTable<CatalogueRow>
        list={list}
        dataKey="id"
        label={t('list.listLabel')}
        emptyMessage={t('list.empty')}
      >
        {textColumn<CatalogueRow>('name', t('columns.name'))}
        <Column
          header={t('columns.status')}
          body={(r: CatalogueRow) => (
            <Tag value={t(`status.${r.status}`)} severity={STATUS_SEVERITY[r.status]} />
          )}
        />
        <Column header={t('columns.audience')} body={(r: CatalogueRow) => t(`audience.${r.audience}`)} />
        <Column
          header={t('columns.validity')}
          body={(r: CatalogueRow) => <span className="catalogue-validity">{validityOf(r, lang)}</span>}
        />
        <Column field="productCount" header={t('columns.products')} />
        <Column field="orderCount" header={t('columns.orders')} />
        <Column field="pendingOrderCount" header={t('columns.pending')} />
        <Column header={t('columns.actions')} {...STICKY_RIGHT} body={actions} />
      </PagedTable>
      {step && (
        <CatalogueStepDialog
          step={step}
          onCancel={() => setStep(undefined)}
          onDone={() => {
            setStep(undefined)
            list.send({ type: 'list.refresh' })
          }}
        />
      )}
    </section>
  )
}
