import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { DashboardFigure, DashboardFigureKey } from '../../../contract/dashboard.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'

const ICONS: Record<DashboardFigureKey, string> = {
  ordersWaitShip: 'pi-truck',
  afterSalesWaitAudit: 'pi-replay',
  todaySales: 'pi-wallet',
  todayOrders: 'pi-shopping-cart',
  monthSales: 'pi-chart-line',
  monthOrders: 'pi-list',
  productsOnSale: 'pi-box',
  lowStockSkus: 'pi-exclamation-triangle',
  catalogueOrdersWaitAudit: 'pi-book',
  members: 'pi-users',
  cooperationPending: 'pi-user-plus',
  catalogueOrdersPending: 'pi-clock',
  catalogueOrdersApproved: 'pi-check-circle',
  monthCatalogueAmount: 'pi-wallet',
  purchasesInTransit: 'pi-truck',
  repairWaitAccept: 'pi-inbox',
  repairWaitAssign: 'pi-user-edit',
  repairAssigned: 'pi-id-card',
  repairRepairing: 'pi-wrench',
  repairWaitConfirm: 'pi-question-circle',
  repairFinished: 'pi-check-square',
  repairMine: 'pi-user',
  statementsToConfirm: 'pi-file-edit',
  statementsUnpaid: 'pi-file',
  outstandingAmount: 'pi-money-bill',
  paymentsToConfirm: 'pi-credit-card',
  projectsPlanning: 'pi-compass',
  projectsInProgress: 'pi-folder-open',
  projectOrdersPending: 'pi-clock',
  monthProjectOrderAmount: 'pi-wallet',
  membershipDaysLeft: 'pi-crown',
  subAccounts: 'pi-users',
}

export function figureHref(figure: DashboardFigure): string | null {
  if (!figure.path) return null
  const query = figure.query ? new URLSearchParams(figure.query).toString() : ''
  return query ? `${figure.path}?${query}` : figure.path
}

function FigureValue({ figure }: { figure: DashboardFigure }) {
  const { t, i18n } = useTranslation('dashboard')
  if (figure.unit === 'fen') return <>{formatYuan(figure.value)}</>
  if (figure.unit === 'days') return <>{t('units.days', { count: figure.value })}</>
  return <>{figure.value.toLocaleString(i18n.resolvedLanguage ?? 'en')}</>
}

function FigureBody({ figure }: { figure: DashboardFigure }) {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <span className={`dashboard-figure__icon pi ${ICONS[figure.key]}`} aria-hidden="true" />
      <span className="dashboard-figure__text">
        <span className="dashboard-figure__label">{t(`figures.${figure.key}`)}</span>
        <span className="dashboard-figure__value">
          <FigureValue figure={figure} />
        </span>
      </span>
    </>
  )
}

/**
 * One card per figure; a card is a link to the page that acts on it when there is one that
 * `canLinkTo` allows (the user may open it and it is built), else a plain card.
 */
export function FigureCards({
  figures,
  canLinkTo,
}: {
  figures: readonly DashboardFigure[]
  canLinkTo: (href: string) => boolean
}) {
  return (
    <ul className="dashboard-figures">
      {figures.map((figure) => {
        const target = figureHref(figure)
        const href = target && canLinkTo(target) ? target : null
        return (
          <li key={figure.key}>
            {href ? (
              <Link href={href} className="dashboard-figure dashboard-figure--link">
                <FigureBody figure={figure} />
              </Link>
            ) : (
              <div className="dashboard-figure">
                <FigureBody figure={figure} />
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
