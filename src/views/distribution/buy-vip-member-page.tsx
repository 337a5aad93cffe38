// buyVipMember (open membership): the current plan and the plans on offer; ordering one
// opens its confirmation (vipOrderConfig).
import './setup-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { RadioButton } from 'primereact/radiobutton'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { formatDateTime } from '../shared/date-time.ts'
import '../shared/setup-page.css'
import { useOpenMembership } from './use-open-membership.ts'
import { pathTo } from '../../routes/paths.ts'

export default function BuyVipMemberPage() {
  const { t } = useTranslation('distribution-setup')
  const ref = useOpenMembership(
    {},
    { showOrder: (orderNo) => navigate(pathTo('vipOrderConfig', { orderNo: orderNo })) },
  )
  const membership = useSelector(ref, (s) => s.context.membership)
  const planCode = useSelector(ref, (s) => s.context.planCode)
  const error = useSelector(ref, (s) => s.context.error)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const canRetry = useSelector(ref, (s) => s.can({ type: 'membership.retry' }))

  return (
    <section className="page" aria-labelledby="vip-title">
      <header className="page-header">
        <h1 id="vip-title">{t('routes:pages.buyVipMember')}</h1>
      </header>
      <ErrorNotice
        error={error}
        onRetry={canRetry ? () => ref.send({ type: 'membership.retry' }) : undefined}
      />
      {membership && (
        <>
          <section className="setup-section" aria-label={t('vip.current')}>
            <h2>{t('vip.current')}</h2>
            <dl className="summary-list">
              <dt>{t('vip.tier')}</dt>
              <dd>
                <Tag
                  value={t(`tier.${membership.tier ?? 'NONE'}`, { defaultValue: membership.tier ?? '' })}
                />
              </dd>
              <dt>{t('vip.memberCap')}</dt>
              <dd>
                {membership.memberCap === null
                  ? t('vip.noCap')
                  : t('vip.cap', { count: membership.memberCap })}
              </dd>
              <dt>{t('vip.validUntil')}</dt>
              <dd>{formatDateTime(membership.thruDate)}</dd>
            </dl>
          </section>
          <fieldset className="setup-section" aria-label={t('vip.choosePlan')}>
            <legend>{t('vip.choosePlan')}</legend>
            {membership.plans.length === 0 && <p>{t('vip.noPlans')}</p>}
            <div className="plan-list">
              {membership.plans.map((p) => (
                <label
                  key={p.code}
                  className="plan-card"
                  data-selected={p.code === planCode}
                  htmlFor={`plan-${p.code}`}
                >
                  <span>
                    <RadioButton
                      inputId={`plan-${p.code}`}
                      name="plan"
                      value={p.code}
                      checked={p.code === planCode}
                      onChange={() => ref.send({ type: 'plan.choose', planCode: p.code })}
                    />{' '}
                    <strong>{p.name}</strong>
                  </span>
                  <span className="plan-price">{formatYuan(p.price)}</span>
                  <span>{t('vip.months', { count: p.months })}</span>
                  <span>{p.memberCap === null ? t('vip.noCap') : t('vip.cap', { count: p.memberCap })}</span>
                  {p.tier === membership.tier && <Tag severity="info" value={t('vip.renewal')} />}
                </label>
              ))}
            </div>
            <div className="setup-form-actions">
              <Button
                type="button"
                label={t('actions.orderPlan')}
                icon="pi pi-shopping-cart"
                disabled={!planCode}
                loading={busy}
                onClick={() => ref.send({ type: 'plan.order' })}
              />
            </div>
          </fieldset>
        </>
      )}
    </section>
  )
}
