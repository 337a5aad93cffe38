// Freight templates (/product-management/freightTemplate): the merchant's templates, paged
// and searched on the server, with how many products use each. Deleting asks first; a
// template in use is refused by the server, whose message says how many products use it.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { FreightRow } from '../../../contract/product-setup.schema.ts'
import { registerProductSetupLocales } from '../../locales/product-setup-resources.ts'
import { deleteFreightTemplate, getFreightTemplateList } from '../../services/product-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { dateTimeColumn, PagedTable, textColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { FREIGHT_EDIT } from './freight-paths.ts'

registerProductSetupLocales()

export default function FreightTemplateListPage() {
  const { t } = useTranslation('product-setup')
  const [, navigate] = useLocation()
  const toast = usePageToast()
  const list = usePagedList<FreightRow, { search?: string | undefined }>(getFreightTemplateList)
  const [search, setSearch] = useState('')
  const removal = useFormSubmit(
    (v: { templateId: string }) => deleteFreightTemplate(v.templateId),
    () => {
      toast.show('success', t('freight.deleted'))
      list.send({ type: 'list.refresh' })
    },
  )
  const askDelete = (row: FreightRow) =>
    confirmDialog({
      header: t('freight.deleteHeader'),
      message: t('freight.deleteConfirm', { name: row.name }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('actions.delete'),
      rejectLabel: t('actions.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => removal.send({ templateId: row.templateId }),
    })
  const yesNo = (v: 0 | 1) => (v ? t('freight.yes') : t('freight.no'))

  return (
    <section className="page" aria-labelledby="freight-list-title">
      <ConfirmDialog />
      <header className="page-header">
        <h1 id="freight-list-title">{t('freight.title')}</h1>
        <Button label={t('freight.create')} icon="pi pi-plus" onClick={() => navigate(FREIGHT_EDIT)} />
      </header>
      <FilterBar
        label={t('freight.filterLabel')}
        onSearch={() => list.send({ type: 'list.filter', filters: { search: search.trim() || undefined } })}
        onReset={() => {
          setSearch('')
          list.send({ type: 'list.filter', filters: {} })
        }}
      >
        <TextFilter label={t('freight.search')} value={search} onChange={setSearch} />
      </FilterBar>
      <ErrorNotice error={removal.error} />
      <PagedTable<FreightRow>
        list={list}
        dataKey="templateId"
        label={t('freight.title')}
        emptyMessage={t('freight.empty')}
      >
        {textColumn<FreightRow>('name', t('freight.columns.name'))}
        <Column
          header={t('freight.columns.mode')}
          body={(r: FreightRow) => t(`freight.mode.${r.pricingMode}`)}
        />
        <Column header={t('freight.columns.free')} body={(r: FreightRow) => yesNo(r.isFree)} />
        <Column header={t('freight.columns.default')} body={(r: FreightRow) => yesNo(r.isDefault)} />
        <Column field="ruleCount" header={t('freight.columns.rules')} />
        <Column field="productCount" header={t('freight.columns.products')} />
        {dateTimeColumn<FreightRow>('updatedAt', t('freight.columns.updatedAt'))}
        <Column
          header={t('freight.columns.actions')}
          {...STICKY_RIGHT}
          body={(r: FreightRow) => (
            <div className="row-actions">
              <Button
                label={t('actions.edit')}
                text
                size="small"
                aria-label={`${t('actions.edit')}: ${r.name}`}
                onClick={() => navigate(`${FREIGHT_EDIT}?templateId=${r.templateId}`)}
              />
              <Button
                label={t('actions.delete')}
                text
                size="small"
                severity="danger"
                aria-label={`${t('actions.delete')}: ${r.name}`}
                disabled={removal.busy}
                onClick={() => askDelete(r)}
              />
            </div>
          )}
        />
      </PagedTable>
    </section>
  )
}
