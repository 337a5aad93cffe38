// promoDetails?id=: a promotion's values, status and products; a not-started one can be
// edited, a running or not-started one stopped (asks first). A bad id shows not found (RecordFrame).
import './marketing-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { PromotionProduct } from '../../../contract/marketing.schema.ts'
import * as api from '../../services/marketing.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { CellText } from '../shared/paged-table.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { type PendingDecision, PromotionDecisionDialog } from './promotion-decision.tsx'
import { StateTag, useRuleText } from './promotion-text.tsx'
import '../shared/list-pattern.css'
import './marketing.css'
import { pathTo } from '../../routes/paths.ts'

const LIST = pathTo('promotionsList')

export default function PromoDetailsPage() {
  const { t, i18n } = useTranslation('marketing')
  const search = useSearch()
  const [id] = useState(() => recordIdParam(search, 'id'))
  const loaded = useLoad(async (signal) =>
    id === undefined ? undefined : api.getPromotionDetail(String(id), signal),
  )
  const [pending, setPending] = useState<PendingDecision | undefined>(undefined)
  const ruleText = useRuleText()
  const title = t('details.title')
  const when = (iso: string) => formatDateTime(iso, i18n.resolvedLanguage)
  return (
    <RecordFrame title={title} backTo={LIST} loaded={loaded} missing={id === undefined}>
      {(p) => (
        <section className="page" aria-labelledby="promo-details-title">
          <DetailHeader titleId="promo-details-title" title={title} subject={p.name} backTo={LIST} />
          <div className="card">
            <DetailList
              rows={[
                [t('fields.state'), <StateTag key="state" state={p.state} />],
                [t('fields.kind'), t(`kind.${p.kind}`)],
                [t('fields.rule'), ruleText(p)],
                [t('fields.startAt'), when(p.startAt)],
                [t('fields.endAt'), when(p.endAt)],
                [t('fields.description'), p.description],
                [t('fields.createdAt'), when(p.createdAt)],
              ]}
            />
            <div className="marketing-actions">
              {p.state === 'NOT_STARTED' && (
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  label={t('actions.edit')}
                  onClick={() => navigate(pathTo('promoEdit', { id: p.id }))}
                />
              )}
              {(p.state === 'NOT_STARTED' || p.state === 'RUNNING') && (
                <Button
                  type="button"
                  severity="danger"
                  outlined
                  label={t('actions.stop')}
                  onClick={() => setPending({ action: 'stop', subject: 'promotion', id: p.id, name: p.name })}
                />
              )}
            </div>
          </div>
          <h2>{t('details.products')}</h2>
          <div className="card">
            <DataTable
              value={p.products}
              dataKey="productId"
              size="small"
              stripedRows
              scrollable
              pt={{ table: { 'aria-label': t('details.products') } }}
            >
              <Column
                header={t('fields.product')}
                body={(r: PromotionProduct) => <CellText text={r.name} />}
              />
              <Column field="productNo" header={t('fields.productNo')} />
              <Column
                header={t('fields.price')}
                body={(r: PromotionProduct) =>
                  r.minPrice === r.maxPrice
                    ? formatYuan(r.minPrice)
                    : `${formatYuan(r.minPrice)} – ${formatYuan(r.maxPrice)}`
                }
              />
              {p.kind === 'SPECIAL_PRICE' && (
                <Column
                  header={t('fields.promoPrice')}
                  body={(r: PromotionProduct) => (r.promoPrice === null ? '—' : formatYuan(r.promoPrice))}
                />
              )}
            </DataTable>
          </div>

          {pending && (
            <PromotionDecisionDialog
              pending={pending}
              onCancel={() => setPending(undefined)}
              onDone={() => {
                setPending(undefined)
                loaded.reload()
              }}
            />
          )}
        </section>
      )}
    </RecordFrame>
  )
}
