// /exchange-certificate/createExchangeCertificate: the home of the card exchange (the route
// group's pages are hidden in the menu; the bell's card-exchange notices and the business
// network link here). Tabs: the merchant's own cards (with "New card"), the other merchants'
// cards to exchange with, and the applications received and sent; ?tab= opens one of them.
import './exchange-certificates-locales.ts'
import { Button } from 'primereact/button'
import { useSelector } from '../shared/actors.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import type { ListQuery } from '../../../contract/list-query.ts'
import {
  type ApplyFilters,
  type CertificateFilters,
  getApplyList,
  getCertificateList,
} from '../../services/exchange-certificates.api.ts'
import { usePageToast } from '../shared/page-toast.tsx'
import { StatusTabs } from '../shared/status-tabs.tsx'
import { type PagedListRef, usePagedList } from '../shared/use-paged-list.ts'
import { CertificateFormDialog } from './certificate-form-dialog.tsx'
import { ApplyTable, CertificateTable } from './certificate-tables.tsx'
import '../shared/list-pattern.css'
import './exchange-certificates.css'

const TABS = ['mine', 'market', 'received', 'sent'] as const
type Tab = (typeof TABS)[number]

const cards =
  (scope: CertificateFilters['scope']) => (q: ListQuery<Partial<CertificateFilters>>, signal: AbortSignal) =>
    getCertificateList({ ...q, filters: { ...q.filters, scope } }, signal)
const applies =
  (direction: ApplyFilters['direction']) => (q: ListQuery<Partial<ApplyFilters>>, signal: AbortSignal) =>
    getApplyList({ ...q, filters: { ...q.filters, direction } }, signal)

const useTotal = (list: PagedListRef) =>
  useSelector(list, (s) => (s.hasTag('ready') ? s.context.total : undefined))

export default function CertificatesPage() {
  const { t } = useTranslation('exchange-certificates')
  const search = useSearch()
  const toast = usePageToast()
  const [tab, setTab] = useState<Tab>(() => {
    const asked = new URLSearchParams(search).get('tab')
    return TABS.find((x) => x === asked) ?? 'mine'
  })
  const [creating, setCreating] = useState(false)
  const lists: Record<Tab, PagedListRef> = {
    mine: usePagedList(cards('MINE')),
    market: usePagedList(cards('MARKET')),
    received: usePagedList(applies('RECEIVED')),
    sent: usePagedList(applies('SENT')),
  }
  const totals: Record<Tab, number | undefined> = {
    mine: useTotal(lists.mine),
    market: useTotal(lists.market),
    received: useTotal(lists.received),
    sent: useTotal(lists.sent),
  }

  return (
    <section className="page" aria-labelledby="certificates-title">
      <header className="page-header">
        <h1 id="certificates-title">{t('title')}</h1>
        <Button icon="pi pi-plus" label={t('actions.create')} onClick={() => setCreating(true)} />
      </header>
      <StatusTabs<Tab>
        label={t('title')}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`), count: totals[key] }))}
        selected={tab}
        onSelect={setTab}
        controls="certificates-panel"
      />
      <div
        id="certificates-panel"
        role="tabpanel"
        aria-label={t(`tabs.${tab}`)}
        className="certificates-panel"
      >
        {tab === 'mine' && <CertificateTable list={lists.mine} market={false} />}
        {tab === 'market' && <CertificateTable list={lists.market} market />}
        {tab === 'received' && <ApplyTable list={lists.received} received />}
        {tab === 'sent' && <ApplyTable list={lists.sent} received={false} />}
      </div>
      {creating && (
        <CertificateFormDialog
          onCancel={() => setCreating(false)}
          onDone={() => {
            setCreating(false)
            toast.show('success', t('create.saved'))
            lists.mine.send({ type: 'list.refresh' })
            setTab('mine')
          }}
        />
      )}
    </section>
  )
}
