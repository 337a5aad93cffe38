// The repair ticket: the job as it prints (PrintSheet), the customer, the appliance and its
// fault, the staff member, the lines and the total in figures and in words, and a line for
// the customer's signature. The page shows the same sheet it prints.
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { RepairDetail } from '../../../contract/repair.schema.ts'
import { DetailList } from '../shared/detail-page.tsx'
import { formatDateTime } from '../shared/date-time.ts'
import { PrintSheet } from '../shared/print-sheet.tsx'
import { useCapitalAmount } from '../shared/capital-amount.ts'

/** The address with its region, unless the address already starts with the region's names. */
function fullAddress(job: RepairDetail): string {
  const region = job.region.replace(/\s+/g, '')
  return region && !job.address.startsWith(region) ? `${job.region} ${job.address}` : job.address
}

export function RepairTicket({ job }: { job: RepairDetail }) {
  const { t, i18n } = useTranslation('repair')
  const capital = useCapitalAmount()
  const lang = i18n.resolvedLanguage ?? 'en'
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '')
  const money = (fen: number) => <span className="repair-money">{formatYuan(fen)}</span>
  return (
    <PrintSheet title={t('detail.ticket')}>
      <div className="repair-ticket">
        <header>
          <h2>{`${job.merchantName} · ${t('detail.ticket')}`}</h2>
          <span>{`${t('fields.repairNo')}: ${job.repairNo}`}</span>
        </header>
        <DetailList
          rows={[
            [t('fields.status'), t(`status.${job.status}`)],
            [t('fields.customerName'), job.customerName],
            [t('fields.customerPhone'), job.customerPhone],
            [t('fields.address'), fullAddress(job)],
            [t('fields.product'), `${job.brandName} ${job.productName}`],
            [t('fields.model'), job.model],
            [t('fields.serialNo'), job.serialNo],
            [t('fields.faultDescription'), job.faultDescription],
            [t('fields.assignee'), job.assigneeName ?? ''],
            [t('fields.appointmentAt'), when(job.appointmentAt)],
            [t('fields.createdAt'), when(job.createdAt)],
            [t('fields.acceptedAt'), when(job.acceptedAt)],
            [t('fields.finishedAt'), when(job.finishedAt)],
            [t('fields.result'), job.result],
            ...(job.rejectReason ? [[t('fields.rejectReason'), job.rejectReason] as const] : []),
            [t('fields.warranty'), t('fields.warrantyDays', { days: job.warrantyDays })],
          ]}
        />
        <h3>{t('detail.items')}</h3>
        {job.items.length === 0 ? (
          <p>{t('detail.noItems')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>{t('fields.itemKind')}</th>
                <th>{t('fields.itemName')}</th>
                <th>{t('fields.unitPrice')}</th>
                <th>{t('fields.quantity')}</th>
                <th>{t('fields.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {job.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the job's lines in their saved order
                <tr key={i}>
                  <td>{t(`kinds.${item.kind}`)}</td>
                  <td>{item.name}</td>
                  <td>{money(item.unitPrice)}</td>
                  <td>{item.quantity}</td>
                  <td>{money(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <DetailList
          rows={[
            [t('fields.laborAmount'), money(job.laborAmount)],
            [t('fields.partsAmount'), money(job.partsAmount)],
            [t('fields.totalAmount'), money(job.totalAmount)],
            ...(capital ? [[t('fields.totalCapital'), capital(job.totalAmount)] as const] : []),
          ]}
        />
        <p className="signature">{`${t('fields.signature')}: ________________`}</p>
      </div>
    </PrintSheet>
  )
}
