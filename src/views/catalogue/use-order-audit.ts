// The catalogue order audit actor for a view, with the view's effects filled in: a toast, the
// side-menu badge (catalogue orders waiting audit, omsOrderCount) and the list and counts.
import { useActorRef } from '../shared/actors.ts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { catalogueOrderAuditMachine } from '../../machines/catalogue/catalogue-order-audit.machine.ts'
import { approveCatalogueOrder, rejectCatalogueOrder } from '../../services/catalogue.api.ts'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'
import { usePageToast } from '../shared/page-toast.tsx'

export function useOrderAudit(onChanged: () => void) {
  const { t } = useTranslation('catalogue')
  const { show } = usePageToast()
  const refreshCounts = useRefreshMenuCounts()
  const latest = useRef({ onChanged, refreshCounts })
  latest.current = { onChanged, refreshCounts }
  const [logic] = useState(() =>
    catalogueOrderAuditMachine.provide({
      actors: {
        decide: fromPromise(({ input, signal }) =>
          input.event === 'catalogueOrder.approved'
            ? approveCatalogueOrder({ id: input.id, version: input.version }, signal)
            : rejectCatalogueOrder(
                { id: input.id, version: input.version, rejectText: input.rejectText ?? '' },
                signal,
              ),
        ),
      },
      actions: {
        // Long enough to read which sales order the approval created.
        notifyApproved: ({ context }) =>
          show(
            'success',
            t('audit.approved'),
            context.result?.salesOrderNo
              ? t('audit.approvedDetail', { salesOrderNo: context.result.salesOrderNo })
              : undefined,
            6000,
          ),
        notifyRejected: () => show('info', t('audit.rejected')),
        changed: () => {
          latest.current.refreshCounts()
          latest.current.onChanged()
        },
      },
    }),
  )
  return useActorRef(logic)
}
