// supplierInfo: the supplier's company card shown to members (logo upload, contact, region
// cascade, address, introduction, minimum order money) and per-store minimum order money.
import './setup-locales.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SupplierInfo } from '../../../contract/distribution-setup.schema.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import '../shared/setup-page.css'
import { StoreMinimums } from './store-minimums.tsx'
import { SupplierInfoForm } from './supplier-info-form.tsx'
import { useLoad } from '../shared/use-load.ts'
import { pathTo } from '../../routes/paths.ts'
import { RecordFrame } from '../shared/record-frame.tsx'

export default function SupplierInfoPage() {
  const { t } = useTranslation('distribution-setup')
  const info = useLoad((signal) => api.getDistributionSupplierInfo(signal))
  // The last saved answer: its time is shown; the stores' list comes with it.
  const [saved, setSaved] = useState<SupplierInfo | undefined>(undefined)
  return (
    <RecordFrame title={t('routes:pages.supplierInfo')} backTo={pathTo('dashboard')} loaded={info}>
      {(data) => {
        const shown = saved ?? data
        return (
          <section className="page" aria-labelledby="supplier-title">
            <header className="page-header">
              <h1 id="supplier-title">{t('routes:pages.supplierInfo')}</h1>
              <small>
                {shown.updatedAt
                  ? t('supplier.lastSaved', { at: formatDateTime(shown.updatedAt) })
                  : t('supplier.neverSaved')}
              </small>
            </header>
            <SupplierInfoForm info={data} onSaved={setSaved} />
            <StoreMinimums
              items={shown.storeMinOrderMoneys}
              onChanged={() => {
                setSaved(undefined)
                info.reload()
              }}
            />
          </section>
        )
      }}
    </RecordFrame>
  )
}
