// Salesmen (SPEC.md: /distribution-management/salesman): list, batch enable/disable, edit,
// delete (one with members asks whether to reassign or unassign them). The rules live in
// salesman-page.machine and salesman-delete.machine; this page only renders.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import * as api from '../../services/distribution.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { DeleteSalesmanDialog } from './delete-salesman-dialog.tsx'
import { SalesmanFilterBar } from './salesman-filter-bar.tsx'
import { SalesmanTable } from './salesman-table.tsx'
import { useLoad } from '../shared/use-load.ts'
import { useSalesmanPage } from './use-salesman-page.ts'
import { pathTo } from '../../routes/paths.ts'

export function SalesmanPage() {
  const { t } = useTranslation('distribution')
  const { show } = usePageToast()
  const list = usePagedList(api.getSalesman)
  const flag = useLoad(useCallback((signal: AbortSignal) => api.getIsFlagSalesman(signal), []))
  const options = useLoad(useCallback((signal: AbortSignal) => api.getSalesmanOptions(signal), []))
  const page = useSalesmanPage(list, {
    refresh: () => {
      list.send({ type: 'list.refresh' })
      options.reload()
    },
    batchDone: (count) => show('success', t('salesmen.batchDone', { count })),
    deleted: () => show('success', t('members.saved')),
  })
  const batchError = useSelector(page, (s) => s.context.batchError)
  const deleting = useSelector(page, (s) => s.context.deleting)

  return (
    <section className="page" aria-labelledby="salesman-title">
      <header className="page-header">
        <h1 id="salesman-title">{t('routes:pages.salesman')}</h1>
        <Button
          label={t('actions.create')}
          icon="pi pi-plus"
          onClick={() => navigate(pathTo('createSalesman'))}
        />
      </header>
      {flag.data?.salesman && <p>{t('salesmen.youAreSalesman', { name: flag.data.salesman.name })}</p>}
      {flag.data?.defaultSalesman && (
        <p>{t('salesmen.defaultSalesman', { name: flag.data.defaultSalesman.name })}</p>
      )}
      <SalesmanFilterBar page={page} />
      <ErrorNotice error={batchError} />
      <SalesmanTable list={list} page={page} />
      {deleting && (
        <DeleteSalesmanDialog
          salesman={deleting}
          others={(options.data ?? []).filter((s) => s.salesmanId !== deleting.salesmanId)}
          onCancel={() => page.send({ type: 'salesman.cancel' })}
          onDone={() => page.send({ type: 'salesman.deleted' })}
        />
      )}
    </section>
  )
}

export default SalesmanPage
