// promoEdit[?id=]: a new promotion, or a not-started one changed. One that has started is not
// editable: the page says so and links to its details. A bad id shows RecordNotFound.
import './marketing-locales.ts'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { emptyPromotion, promotionDraft } from '../../machines/marketing/promotion-form.ts'
import * as api from '../../services/marketing.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { RecordFrame } from '../shared/record-frame.tsx'
import { PromotionForm } from './promotion-form.tsx'
import '../shared/setup-page.css'
import '../shared/list-pattern.css'
import './marketing.css'
import { pathTo } from '../../routes/paths.ts'

const LIST = pathTo('promotionsList')

export default function PromoEditPage() {
  const { t } = useTranslation('marketing')
  const id = new URLSearchParams(useSearch()).get('id') ?? undefined
  const [now] = useState(() => new Date())
  const loaded = useLoad(async (signal) => ({ promotion: id ? await api.getPromotionDetail(id, signal) : undefined }))
  const title = id ? t('edit.editTitle') : t('edit.newTitle')
  return (
    <RecordFrame title={title} backTo={LIST} loaded={loaded} missing={id !== undefined && !/^\d{1,12}$/.test(id)}>
      {({ promotion }) => (
        <section className="page" aria-labelledby="promo-edit-title">
          <header className="page-header">
            <h1 id="promo-edit-title">{promotion ? `${title}: ${promotion.name}` : title}</h1>
            <Button type="button" outlined label={t('actions.back')} onClick={() => navigate(LIST)} />
          </header>
          {promotion && promotion.state !== 'NOT_STARTED' ? (
            <Message
              severity="info"
              text={t('edit.notEditable')}
              pt={{ root: { role: 'status' } }}
              content={
                <span>
                  {t('edit.notEditable')}{' '}
                  <Button
                    type="button"
                    link
                    label={t('details.title')}
                    onClick={() => navigate(pathTo('promoDetails', { id: promotion.id }))}
                  />
                </span>
              }
            />
          ) : (
            <PromotionForm
              id={id}
              draft={promotion ? promotionDraft(promotion) : emptyPromotion(now)}
              onSaved={(saved) => navigate(pathTo('promoDetails', { id: saved.id }), { replace: !id })}
            />
          )}
        </section>
      )}
    </RecordFrame>
  )
}
