// A catalogue (/cataLogManagement/cataLogInfo?id=…): its name, status, validity, audience and
// description, and its products with the price a member of each rank pays; edit, publish /
// close. No id, or a catalogue that is not the caller's, shows "not found".
import './catalogue-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { CatalogueProductItem } from '../../../contract/catalogue.schema.ts'
import { getCatalogDetail } from '../../services/catalogue.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { CATALOGUE_LIST, catalogueFormPath } from './catalogue-fetch.ts'
import { STATUS_SEVERITY, validityOf } from './catalogue-format.ts'
import { type CatalogueStep, CatalogueStepDialog, stepsOf } from './catalogue-status-dialog.tsx'
import '../shared/list-pattern.css'
import './catalogue.css'

export default function CatalogueInfoPage() {
  const id = recordIdParam(useSearch(), 'id')
  return <CatalogueInfo key={String(id)} id={id} />
}

function CatalogueInfo({ id }: { id: number | undefined }) {
  const { t, i18n } = useTranslation('catalogue')
  const [, navigate] = useLocation()
  const lang = i18n.resolvedLanguage ?? 'en'
  const record = useLoad(async (signal) => (id === undefined ? undefined : getCatalogDetail(id, signal)))
  const [step, setStep] = useState<CatalogueStep | undefined>()
  return (
    <RecordFrame title={t('detail.title')} backTo={CATALOGUE_LIST} loaded={record} missing={id === undefined}>
      {(c) => {
        const ranks = c.products[0]?.rankPrices ?? []
        return (
          <section className="page" aria-labelledby="catalogue-info-title">
            <DetailHeader
              titleId="catalogue-info-title"
              title={t('detail.title')}
              subject={c.name}
              backTo={CATALOGUE_LIST}
            />

            <section className="card" aria-labelledby="catalogue-basics">
              <div className="catalogue-actions">
                <h2 id="catalogue-basics">{t('detail.basics')}</h2>
                <Button
                  label={t('actions.edit')}
                  icon="pi pi-pencil"
                  outlined
                  onClick={() => navigate(catalogueFormPath(c.id))}
                />
                {stepsOf(c.status).map((kind) => (
                  <Button
                    key={kind}
                    label={t(kind === 'PUBLISH' ? 'actions.publish' : 'actions.close')}
                    outlined
                    severity={kind === 'CLOSE' ? 'danger' : undefined}
                    onClick={() => setStep({ kind, id: c.id, name: c.name })}
                  />
                ))}
              </div>
              <DetailList
                rows={[
                  [
                    t('columns.status'),
                    <Tag key="s" value={t(`status.${c.status}`)} severity={STATUS_SEVERITY[c.status]} />,
                  ],
                  [t('columns.validity'), validityOf(c, lang)],
                  [t('columns.audience'), t(`audience.${c.audience}`)],
                  [t('detail.groups'), c.groups.map((g) => g.name).join('、')],
                  [t('columns.orders'), c.orderCount],
                  [t('columns.pending'), c.pendingOrderCount],
                  [t('detail.description'), c.description.replace(/<[^>]*>/g, '')],
                ]}
              />
            </section>
            <section className="card" aria-labelledby="catalogue-products">
              <h2 id="catalogue-products">{t('detail.products')}</h2>
              {ranks.length === 0 && <p>{t('detail.noRanks')}</p>}
              <DataTable
                value={c.products}
                dataKey="productId"
                aria-labelledby="catalogue-products"
                scrollable
              >
                <Column field="name" header={t('columns.product')} />
                <Column
                  header={t('columns.basePrice')}
                  body={(p: CatalogueProductItem) => formatYuan(p.basePrice)}
                />
                <Column
                  header={t('columns.catalogPrice')}
                  body={(p: CatalogueProductItem) => (p.price === null ? '—' : formatYuan(p.price))}
                />
                {ranks.map((r, i) => (
                  <Column
                    key={r.rankId}
                    header={t('columns.rankPrice', { rank: r.rankName })}
                    body={(p: CatalogueProductItem) => formatYuan(p.rankPrices[i]?.price ?? 0)}
                  />
                ))}
              </DataTable>
            </section>

            {step && (
              <CatalogueStepDialog
                step={step}
                onCancel={() => setStep(undefined)}
                onDone={() => {
                  setStep(undefined)
                  record.reload()
                }}
              />
            )}
          </section>
        )
      }}
    </RecordFrame>
  )
}
