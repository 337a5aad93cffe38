// Order forms (/cataLogManagement/orderAudit, cached; open to the basic tiers too): the orders
// members placed from the merchant's catalogues, with a tab per audit status and its count,
// searched on the server; a pending order is approved (it becomes a sales order) or rejected
// with a reason through the catalogue order audit machine; the menu badge follows.
import './catalogue-locales.ts'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CatalogueOrderRow } from '../../../contract/catalogue.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { AuditTarget } from '../../machines/catalogue/catalogue-order-audit.machine.ts'
import { getCatalogueOrderCounts } from '../../services/catalogue.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { OrderAuditFilter } from './order-audit-filter.tsx'
import { CellText, dateTimeColumn, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { fetchCatalogueOrders } from './catalogue-fetch.ts'
import { AUDIT_SEVERITY } from './catalogue-format.ts'
import { OrderAuditDialogs } from './order-audit-dialogs.tsx'
import { OrderAuditTabs, type Tab } from './order-audit-tabs.tsx'
import { OrderDetailDialog } from './order-detail-dialog.tsx'
import { useOrderAudit } from './use-order-audit.ts'
import '../shared/list-pattern.css'
import './catalogue.css'

export default function OrderAuditPage() {
  const { t } = useTranslation('catalogue')
  const list = usePagedList(fetchCatalogueOrders, { filters: { status: 'PENDING' } })
  const [tab, setTab] = useState<Tab>('PENDING')
  const keyword = useRef<string | undefined>(undefined)
  const counts = useLoad(
    useCallback((signal: AbortSignal) => getCatalogueOrderCounts({ keyword: keyword.current }, signal), []),
  )
  const [openId, setOpenId] = useState<number | undefined>()
  const audit = useOrderAudit(() => {
    list.send({ type: 'list.refresh' })
    counts.reload()
    setOpenId(undefined)
  })
  const apply = (next: { tab: Tab; keyword: string | undefined }) => {
    keyword.current = next.keyword
    list.send({
      type: 'list.filter',
      filters: {
        ...(next.keyword ? { keyword: next.keyword } : {}),
        ...(next.tab !== 'ALL' ? { status: next.tab } : {}),
      },
    })
    counts.reload()
  }
  const decide = (kind: 'approve' | 'reject', row: AuditTarget) => {
    const target = { id: row.id, orderNo: row.orderNo, auditStatus: row.auditStatus, version: row.version }
    audit.send({ type: kind === 'approve' ? 'audit.approve' : 'audit.reject', target })
  }

  const actions = (row: CatalogueOrderRow) => (
    <RowActions
      subject={row.orderNo}
      actions={[
        { label: t('actions.details'), onClick: () => setOpenId(row.id) },
        row.auditStatus === 'PENDING' && {
          label: t('actions.approve'),
          variant: 'filled',
          onClick: () => decide('approve', row),
        },
        row.auditStatus === 'PENDING' && {
          label: t('actions.reject'),
          danger: true,
          variant: 'outlined',
          onClick: () => decide('reject', row),
        },
      ]}
    />
  )

  return (
    <section className="page" aria-labelledby="order-audit-title">
      <header className="page-header">
        <h1 id="order-audit-title">{t('audit.title')}</h1>
      </header>
      <OrderAuditFilter onApply={(k) => apply({ tab, keyword: k })} />
      <ErrorNotice error={counts.error} onRetry={counts.retry} />
      <OrderAuditTabs
        counts={counts.data}
        selected={tab}
        onSelect={(next) => {
          setTab(next)
          apply({ tab: next, keyword: keyword.current })
        }}
      />
      <PagedTable<CatalogueOrderRow>
        list={list}
        dataKey="id"
        label={t('audit.listLabel')}
        emptyMessage={t('audit.empty')}
      >
        <Column field="orderNo" header={t('columns.orderNo')} sortable />
        <Column
          header={t('columns.buyer')}
          body={(r: CatalogueOrderRow) => <CellText text={r.buyerName} />}
        />
        <Column
          header={t('columns.catalogue')}
          body={(r: CatalogueOrderRow) => <CellText text={r.catalogueName} />}
        />
        <Column
          field="amount"
          header={t('columns.amount')}
          sortable
          body={(r: CatalogueOrderRow) => <span className="catalogue-money">{formatYuan(r.amount)}</span>}
        />
        <Column
          header={t('columns.auditStatus')}
          body={(r: CatalogueOrderRow) => (
            <Tag value={t(`auditStatus.${r.auditStatus}`)} severity={AUDIT_SEVERITY[r.auditStatus]} />
          )}
        />
        <Column
          header={t('columns.auditRemark')}
          body={(r: CatalogueOrderRow) => <CellText text={r.auditRemark} />}
        />
        {dateTimeColumn<CatalogueOrderRow>('createdAt', t('columns.orderedAt'))}
        <Column header={t('columns.actions')} {...STICKY_RIGHT} body={actions} />
      </PagedTable>
      {openId !== undefined && (
        <OrderDetailDialog id={openId} onClose={() => setOpenId(undefined)} onDecide={decide} />
      )}
      <OrderAuditDialogs audit={audit} />
    </section>
  )
}
