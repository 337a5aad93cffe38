// buyBusiSecurity: the business security deposit, bought through the same simulated payment as
// open membership (busi-security.machine.ts); afterwards the profile shows "deposit paid".
import './business-profile-locales.ts'
import './business-profile.css'
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { fromPromise } from 'xstate'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { busiSecurityMachine } from '../../machines/business-network/busi-security.machine.ts'
import {
  getBusiSecurityInfo,
  payBusiSecurityOrder,
  prepareBusiSecurityOrder,
} from '../../services/business-profile.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { EDIT_PROFILE_PATH } from './use-profile-gate.ts'

export default function BuyBusiSecurityPage() {
  const { t, i18n } = useTranslation('business-profile')
  const [, navigate] = useLocation()
  const [logic] = useState(() =>
    busiSecurityMachine.provide({
      actors: {
        loadInfo: fromPromise(({ signal }) => getBusiSecurityInfo(signal)),
        prepareOrder: fromPromise(({ signal }) => prepareBusiSecurityOrder(signal)),
        payOrder: fromPromise(({ input, signal }) => payBusiSecurityOrder(input.orderNo, signal)),
      },
    }),
  )
  const ref = useActorRef(logic)
  const state = useSelector(ref, (s) => s)
  const { info, order, error } = state.context
  const busy = state.hasTag('busy')
  const lang = i18n.resolvedLanguage
  return (
    <section className="page" aria-labelledby="busi-security-title" aria-busy={state.hasTag('loading')}>
      <header className="page-header">
        <h1 id="busi-security-title">{t('security.title')}</h1>
      </header>
      <div className="busi-card">
        <p>{t('security.intro')}</p>
        <ErrorNotice
          error={error}
          {...(state.matches('loadFailed') ? { onRetry: () => ref.send({ type: 'security.retry' }) } : {})}
        />
        {info && !info.hasProfile && !state.matches('paid') && (
          <p role="status">
            {t('security.needsProfile')}{' '}
            <Button
              type="button"
              size="small"
              link
              label={t('security.goProfile')}
              onClick={() => navigate(`${EDIT_PROFILE_PATH}?first=1`)}
            />
          </p>
        )}
        {info && !info.plan && !state.matches('paid') && <p role="status">{t('security.unavailable')}</p>}
        {info?.plan && (
          <dl className="busi-facts">
            <dt>{t('security.plan')}</dt>
            <dd>{info.plan.name}</dd>
            <dt>{t('security.price')}</dt>
            <dd>{formatYuan(info.plan.price)}</dd>
            <dt>{t('security.months')}</dt>
            <dd>{t('security.monthsValue', { count: info.plan.months })}</dd>
          </dl>
        )}
        {(state.matches('offering') || state.matches('preparing')) && (
          <Button
            label={t('security.order')}
            icon="pi pi-shield"
            loading={busy}
            disabled={!info?.plan || !info.hasProfile}
            onClick={() => ref.send({ type: 'security.order' })}
          />
        )}
        {order && (state.matches('confirming') || state.matches('paying')) && (
          <section aria-labelledby="busi-security-confirm">
            <h2 id="busi-security-confirm">{t('security.confirm')}</h2>
            <dl className="busi-facts">
              <dt>{t('security.orderNo')}</dt>
              <dd>{order.orderNo}</dd>
              <dt>{t('security.price')}</dt>
              <dd>{formatYuan(order.amount)}</dd>
            </dl>
            <Button
              label={t('security.pay')}
              icon="pi pi-wallet"
              loading={busy}
              onClick={() => ref.send({ type: 'security.pay' })}
            />
          </section>
        )}
        {(state.matches('paid') || state.matches('reloading')) && (
          <p role="status">
            <span className="busi-badge">{t('security.paid')}</span>{' '}
            {info?.paidOrder?.paidAt &&
              t('security.paidAt', { at: formatDateTime(info.paidOrder.paidAt, lang) })}
          </p>
        )}
      </div>
    </section>
  )
}
