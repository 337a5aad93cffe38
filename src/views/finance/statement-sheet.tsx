// The printable statement: who issues it, the counterparty and period, the four sums that add
// up (opening + items - payments = closing), every item down to its order, the payment notes
// and the issuer's billing information. What is on screen is what prints (PrintSheet).
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { StatementDetail } from '../../../contract/finance.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { PrintSheet } from '../shared/print-sheet.tsx'
import { useCapitalAmount } from '../shared/capital-amount.ts'

export function StatementSheet({
  s,
  sourceLink,
}: {
  s: StatementDetail
  sourceLink: (b: StatementDetail['bills'][number]) => string | null
}) {
  const { t, i18n } = useTranslation('finance')
  const capital = useCapitalAmount()
  const lang = i18n.resolvedLanguage ?? 'en'
  const date = (iso: string | null) => formatDateTime(iso, lang, 'date')
  const title = t('detail.sheetTitle', { no: s.statementNo })
  const sums = [
    ['openingBalance', s.openingBalance],
    ['items', s.itemsAmount],
    ['payments', s.paymentsAmount],
    ['closingBalance', s.closingBalance],
  ] as const
  const info = s.billingInfo
  return (
    <PrintSheet title={title}>
      <div className="statement-sheet">
        <h2>{title}</h2>
        <p>
          {`${t('detail.issuer')}: ${s.partyName} · ${t('statement.counterparty')}: ${s.counterpartyName} · ${t('statement.period')}: ${date(s.periodStart)} – ${date(s.periodEnd)} · ${t('statement.status')}: ${t(`status.${s.status}`)}`}
        </p>
        <dl className="statement-sums" aria-label={t('detail.closingBalance')}>
          {sums.map(([key, fen]) => (
            <div key={key}>
              <dt>{t(`detail.${key}`)}</dt>
              <dd className="money">{formatYuan(fen)}</dd>
            </div>
          ))}
        </dl>
        {capital && (
          <p className="amount-in-words">{`${t('detail.closingBalance')}: ${capital(s.closingBalance)}`}</p>
        )}
        {s.remark && <p>{`${t('detail.remark')}: ${s.remark}`}</p>}
        <h3>{t('detail.billsTitle')}</h3>
        <table aria-label={t('detail.billsTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('detail.date')}</th>
              <th scope="col">{t('detail.source')}</th>
              <th scope="col">{t('detail.sourceNo')}</th>
              <th scope="col">{t('detail.note')}</th>
              <th scope="col" className="money">
                {t('detail.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {s.bills.map((b) => {
              const href = sourceLink(b)
              return (
                <tr key={b.billId}>
                  <td>{date(b.occurredAt)}</td>
                  <td>{t(`sourceType.${b.sourceType}`)}</td>
                  <td>{href ? <Link href={href}>{b.sourceNo}</Link> : b.sourceNo}</td>
                  <td>{b.remark}</td>
                  <td className="money">{formatYuan(b.amount)}</td>
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('detail.sum')}
              </th>
              <td className="money">{formatYuan(s.itemsAmount)}</td>
            </tr>
          </tfoot>
        </table>
        <h3>{t('detail.paymentsTitle')}</h3>
        {s.payments.length === 0 ? (
          <p>{t('detail.noPayments')}</p>
        ) : (
          <table aria-label={t('detail.paymentsTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('payment.no')}</th>
                <th scope="col">{t('payment.paidAt')}</th>
                <th scope="col">{t('payment.method')}</th>
                <th scope="col">{t('payment.status')}</th>
                <th scope="col" className="money">
                  {t('detail.amount')}
                </th>
                {capital && <th scope="col">{t('payment.inWords')}</th>}
              </tr>
            </thead>
            <tbody>
              {s.payments.map((p) => (
                <tr key={p.paymentId}>
                  <td>{p.paymentNo}</td>
                  <td>{date(p.paidAt)}</td>
                  <td>{t(`method.${p.method}`)}</td>
                  <td>{t(`paymentStatus.${p.status}`)}</td>
                  <td className="money">{formatYuan(p.amount)}</td>
                  {capital && <td>{p.amountInWords}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t('detail.billingTitle')}</h3>
        {info ? (
          <p>
            {[
              `${t('billing.invoiceTitle')}: ${info.invoiceTitle}`,
              info.taxNo && `${t('billing.taxNo')}: ${info.taxNo}`,
              info.bankName && `${t('billing.bank')}: ${info.bankName} ${info.bankBranch}`,
              info.accountNo && `${t('billing.accountNo')}: ${info.accountNo}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : (
          <p>{t('detail.noBillingInfo')}</p>
        )}
      </div>
    </PrintSheet>
  )
}
