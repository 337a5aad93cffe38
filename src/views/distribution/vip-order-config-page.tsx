// vipOrderConfig?orderNo=: confirm the membership order and pay it (a simulated payment);
// the tier changes on the server and the page shows the new plan.
import './setup-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { formatDateTime } from '../shared/date-time.ts'
import '../shared/setup-page.css'
import { useOpenMembership } from './use-open-membership.ts'
import { pathTo } from '../../routes/paths.ts'

export default function VipOrderConfigPage() {
  const { t } = useTranslation('distribution-setup')
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? ''
  const ref = useOpenMembership({ orderNo })
  const order = useSelector(ref, (s) => s.context.order)
  const paid = useSelector(ref, (s) => s.context.paid)
  const error = useSelector(ref, (s) => s.context.error)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const canPay = useSelector(ref, (s) => s.can({ type: 'order.pay' }))
  const canRetry = useSelector(ref, (s) => s.can({ type: 'membership.retry' }))

  return (
    <section className="page" aria-labelledby="vip-order-title">
      <header className="page-header">
        <h1 id="vip-order-title">{t('routes:pages.vipOrderConfig')}</h1>
        <Button
          type="button"
          outlined
          label={t('actions.back')}
          onClick={() => navigate(pathTo('buyVipMember'))}
        />
      </header>
      <ErrorNotice
        error={error}
        onRetry={canRetry ? () => ref.send({ type: 'membership.retry' }) : undefined}
      />
      {order && (
        <div className="setup-section">
          <h2>{t('vip.orderSummary')}</h2>
          <dl className="summary-list">
            <dt>{t('vip.orderNo')}</dt>
            <dd>{order.orderNo}</dd>
            <dt>{t('vip.plan')}</dt>
            <dd>{order.planName}</dd>
            <dt>{t('vip.duration')}</dt>
            <dd>{t('vip.months', { count: order.months })}</dd>
            <dt>{t('vip.amount')}</dt>
            <dd>
              <strong>{formatYuan(order.amount)}</strong>
            </dd>
            <dt>{t('vip.orderStatus')}</dt>
            <dd>
              <Tag
                severity={order.status === 'PAID' ? 'success' : 'warning'}
                value={t(`orderStatus.${order.status}`)}
              />
            </dd>
          </dl>
          {canPay && (
            <>
              <p className="field-hint">{t('vip.simulatedPayment')}</p>
              <div className="setup-form-actions">
                <Button
                  type="button"
                  icon="pi pi-wallet"
                  label={t('actions.pay', { amount: formatYuan(order.amount) })}
                  loading={busy}
                  onClick={() => ref.send({ type: 'order.pay' })}
                />
              </div>
            </>
          )}
        </div>
      )}
      {paid && (
        <Message
          severity="success"
          text={t('vip.upgraded', {
            tier: t(`tier.${paid.tierAfter}`, { defaultValue: paid.tierAfter }),
            until: formatDateTime(paid.thruDate),
          })}
        />
      )}
      {paid && (
        <div className="setup-form-actions">
          {/* A full load so the session reads the new role and the menus follow it. */}
          <Button
            type="button"
            label={t('actions.continue')}
            onClick={() => window.location.assign(pathTo('dashboard'))}
          />
        </div>
      )}
    </section>
  )
}
