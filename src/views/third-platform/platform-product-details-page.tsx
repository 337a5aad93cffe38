// A platform product (/third-platform/platformProductDetails?id=): what the ERP holds for it
// and the local product it matches. No, a malformed or another merchant's id shows the one
// "record not found" state with a way back.
import './third-platform-locales.ts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { PlatformProductDetail } from '../../../contract/third-platform.schema.ts'
import { getPlatformProductDetail } from '../../services/third-platform.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { isRecordNotFound, RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import './third-platform.css'
import { pathTo } from '../../routes/paths.ts'

const BACK = pathTo('platform')

export default function PlatformProductDetailsPage() {
  const { t } = useTranslation('third-platform')
  const id = recordIdParam(useSearch(), 'id')
  if (id === undefined)
    return <RecordNotFound title={t('detail.title')} backTo={BACK} backLabel={t('detail.backToList')} />
  return <ProductView key={id} id={id} />
}

function ProductView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('third-platform')
  const load = useCallback((signal: AbortSignal) => getPlatformProductDetail(id, signal), [id])
  const { data, error, retry } = useLoad<PlatformProductDetail>(load)
  const lang = i18n.resolvedLanguage ?? 'en'
  if (isRecordNotFound(error))
    return <RecordNotFound title={t('detail.title')} backTo={BACK} backLabel={t('detail.backToList')} />
  return (
    <section className="page" aria-labelledby="platform-product-title">
      <DetailHeader
        titleId="platform-product-title"
        title={t('detail.title')}
        subject={data?.name}
        backTo={BACK}
      />
      <ErrorNotice error={error} onRetry={retry} />
      {data && (
        <div className="page-card">
          {data.imageUrl && <img src={data.imageUrl} alt={data.name} className="platform-product__image" />}
          <DetailList
            rows={[
              [t('columns.name'), data.name],
              [t('detail.erp'), data.erpName],
              [t('columns.externalId'), data.externalId],
              [t('columns.skuCode'), data.skuCode],
              [t('detail.barCode'), data.barCode],
              [t('columns.price'), formatYuan(data.price)],
              [t('columns.stock'), data.stock],
              [t('detail.productName'), data.productName || t('detail.notMatched')],
              [t('columns.syncedAt'), formatDateTime(data.syncedAt, lang)],
            ]}
          />
        </div>
      )}
    </section>
  )
}
