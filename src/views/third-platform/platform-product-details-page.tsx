// A platform product (/third-platform/platformProductDetails?id=): what the ERP holds for it
// and the local product it matches. No, a malformed or another merchant's id shows the one
// "record not found" state with a way back.
import './third-platform-locales.ts'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { getPlatformProductDetail } from '../../services/third-platform.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import './third-platform.css'
import { pathTo } from '../../routes/paths.ts'

const BACK = pathTo('platform')

export default function PlatformProductDetailsPage() {
  const id = recordIdParam(useSearch(), 'id')
  return <ProductView key={String(id)} id={id} />
}

function ProductView({ id }: { id: number | undefined }) {
  const { t, i18n } = useTranslation('third-platform')
  const loaded = useLoad(async (signal) =>
    id === undefined ? undefined : getPlatformProductDetail(id, signal),
  )
  const lang = i18n.resolvedLanguage ?? 'en'
  return (
    <RecordFrame
      title={t('detail.title')}
      backTo={BACK}
      backLabel={t('detail.backToList')}
      loaded={loaded}
      missing={id === undefined}
    >
      {(data) => (
        <section className="page" aria-labelledby="platform-product-title">
          <DetailHeader
            titleId="platform-product-title"
            title={t('detail.title')}
            subject={data.name}
            backTo={BACK}
          />
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
        </section>
      )}
    </RecordFrame>
  )
}
