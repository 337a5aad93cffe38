// The lists of the card-exchange page: cards (own, or the other merchants') and applications
// (received, or sent), each a paged list on the server; a row opens its detail page.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import {
  APPLY_STATUSES,
  type ExchangeApplyStatus,
} from '../../../contract/exchange-certificates.constants.ts'
import type { ApplyRow, CertificateRow } from '../../../contract/exchange-certificates.schema.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'
import { FilterBar, KeywordFilterBar, SelectFilter } from '../shared/filter-bar.tsx'
import { CellText, dateTimeColumn, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import { pathTo } from '../../routes/paths.ts'

export const CERTIFICATE_PAGE = pathTo('createExchangeCertificate')
export const certificatePath = (id: string) => pathTo('exchangeCertificateDetail', { id })
export const applyPath = (id: string) => pathTo('exchangeApplyDetail', { id })

const SEVERITY: Record<ExchangeApplyStatus, 'warning' | 'success' | 'danger'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'danger',
}

function TitleCell({ row }: { row: CertificateRow }) {
  const src = useUploadedImageSrc()
  return (
    <span className="certificate-title-cell">
      {row.logoUrl ? (
        <img src={src(row.logoUrl)} alt="" />
      ) : (
        <span className="certificate-title-cell__blank" aria-hidden="true">
          <i className="pi pi-id-card" />
        </span>
      )}
      <CellText text={row.title} />
    </span>
  )
}

export function CertificateTable({ list, market }: { list: PagedListRef; market: boolean }) {
  const { t } = useTranslation('exchange-certificates')
  const [, navigate] = useLocation()
  const label = market ? t('list.marketLabel') : t('list.mineLabel')
  return (
    <>
      {market && <KeywordFilterBar label={label} fieldLabel={t('fields.keyword')} list={list} />}
      <PagedTable<CertificateRow>
        list={list}
        dataKey="id"
        label={label}
        emptyMessage={market ? t('list.emptyMarket') : t('list.emptyMine')}
      >
        <Column
          field="title"
          header={t('fields.title')}
          body={(r: CertificateRow) => <TitleCell row={r} />}
        />
        <Column field="companyName" header={t('fields.companyName')} sortable />
        <Column
          header={t('fields.contactName')}
          body={(r: CertificateRow) => (
            <CellText text={[r.contactName, r.position].filter(Boolean).join(' · ')} />
          )}
        />
        {dateTimeColumn<CertificateRow>('createdAt', t('fields.createdAt'))}
        <Column
          {...STICKY_RIGHT}
          body={(r: CertificateRow) => (
            <Button
              className="certificate-row-action"
              size="small"
              text
              label={t('actions.view')}
              aria-label={`${t('actions.view')}: ${r.title}`}
              onClick={() => navigate(certificatePath(r.id))}
            />
          )}
        />
      </PagedTable>
    </>
  )
}

export function ApplyTable({ list, received }: { list: PagedListRef; received: boolean }) {
  const { t } = useTranslation('exchange-certificates')
  const [, navigate] = useLocation()
  const [status, setStatus] = useState<ExchangeApplyStatus | ''>('')
  const label = received ? t('list.receivedLabel') : t('list.sentLabel')
  const apply = (next: ExchangeApplyStatus | '') =>
    list.send({ type: 'list.filter', filters: next ? { status: next } : {} })
  return (
    <>
      <FilterBar
        label={label}
        onSearch={() => apply(status)}
        onReset={() => {
          setStatus('')
          apply('')
        }}
      >
        <SelectFilter<ExchangeApplyStatus | ''>
          label={t('fields.filterStatus')}
          value={status}
          options={[
            { label: t('fields.allStatuses'), value: '' },
            ...APPLY_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
          ]}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedTable<ApplyRow>
        list={list}
        dataKey="id"
        label={label}
        emptyMessage={received ? t('list.emptyReceived') : t('list.emptySent')}
      >
        <Column
          field="partyName"
          header={t('fields.partyName')}
          body={(r: ApplyRow) => <CellText text={r.partyName} />}
        />
        <Column
          field="certificateTitle"
          header={t('fields.certificate')}
          body={(r: ApplyRow) => <CellText text={r.certificateTitle} />}
        />
        <Column
          field="status"
          header={t('fields.status')}
          sortable
          body={(r: ApplyRow) => <Tag severity={SEVERITY[r.status]} value={t(`status.${r.status}`)} />}
        />
        <Column
          header={t('fields.message')}
          body={(r: ApplyRow) => <CellText text={r.status === 'REJECTED' ? r.rejectText : r.message} />}
        />
        {dateTimeColumn<ApplyRow>('createdAt', t('fields.createdAt'))}
        <Column
          {...STICKY_RIGHT}
          body={(r: ApplyRow) => (
            <Button
              className="certificate-row-action"
              size="small"
              text
              label={t('actions.open')}
              aria-label={`${t('actions.open')}: ${r.partyName} · ${r.certificateTitle}`}
              onClick={() => navigate(applyPath(r.id))}
            />
          )}
        />
      </PagedTable>
    </>
  )
}
