// A project order (projectOrderDetails?orderId=…): the order, its project and supplier, the
// lines with their amounts and the total in figures and in words. No id, or an order that is
// not the caller's, shows "not found".
import './projects-locales.ts'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { ProjectOrderDetail } from '../../../contract/projects.schema.ts'
import { getProjectOrderDetails } from '../../services/projects.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { type LoadedRecord, RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import '../shared/list-pattern.css'
import './projects.css'
import { pathTo } from '../../routes/paths.ts'
import { useCapitalAmount } from '../shared/capital-amount.ts'

const LIST = pathTo('project')

export default function ProjectOrderDetailsPage() {
  const orderId = recordIdParam(useSearch(), 'orderId')
  return <OrderView key={orderId ?? ''} orderId={orderId} />
}

function OrderView({ orderId }: { orderId: number | undefined }) {
  const { t } = useTranslation('projects')
  const loaded = useLoad(async (signal) =>
    orderId === undefined ? undefined : getProjectOrderDetails(orderId, signal),
  )
  return (
    <RecordFrame title={t('detail.title')} backTo={LIST} loaded={loaded} missing={orderId === undefined}>
      {(data) => data && <OrderSheet data={data} loaded={loaded} />}
    </RecordFrame>
  )
}

function OrderSheet({ data, loaded }: { data: ProjectOrderDetail; loaded: LoadedRecord<unknown> }) {
  const { t, i18n } = useTranslation('projects')
  const capital = useCapitalAmount()
  const lang = i18n.resolvedLanguage ?? 'en'
  const money = (fen: number) => <span className="project-money">{formatYuan(fen)}</span>
  return (
    <section className="page" aria-labelledby="project-order-title">
      <DetailHeader
        titleId="project-order-title"
        title={t('detail.title')}
        subject={data.orderNo}
        backTo={LIST}
      />
      <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
      <div className="card">
        <DetailList
          rows={[
            [t('orders.orderNo'), data.orderNo],
            [t('columns.status'), <Tag key="s" value={t(`orderStatus.${data.status}`)} />],
            [t('detail.project'), `${data.projectName} (${data.projectNo})`],
            [t('detail.projectStatus'), t(`status.${data.projectStatus}`)],
            [t('orders.supplier'), data.supplierName],
            [t('orders.itemCount'), data.itemCount],
            [t('orders.amount'), money(data.amount)],
            [t('orders.createdAt'), formatDateTime(data.createdAt, lang)],
            [t('detail.updatedAt'), formatDateTime(data.updatedAt, lang)],
            [t('orders.remark'), data.remark],
          ]}
        />
      </div>
      <section className="card" aria-labelledby="project-lines-title">
        <h2 id="project-lines-title">{t('detail.lines')}</h2>
        <table className="plain-table">
          <thead>
            <tr>
              <th>{t('detail.product')}</th>
              <th>{t('detail.spec')}</th>
              <th>{t('detail.unit')}</th>
              <th>{t('detail.unitPrice')}</th>
              <th>{t('detail.quantity')}</th>
              <th>{t('detail.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines in their saved order
              <tr key={i}>
                <td>{l.productName}</td>
                <td>{l.skuSpec}</td>
                <td>{l.unit}</td>
                <td>{money(l.unitPrice)}</td>
                <td>{l.quantity}</td>
                <td>{money(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={5}>{t('detail.total')}</th>
              <th>{money(data.amount)}</th>
            </tr>
          </tfoot>
        </table>
        {capital && <p>{`${t('detail.totalCapital')}: ${capital(data.amount)}`}</p>}
      </section>
    </section>
  )
}
