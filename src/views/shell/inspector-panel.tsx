// The offline inspector (`?inspect`, development and mock builds): a side panel listing every
// live machine actor of the page, the root's and the pages', with its statechart, its current
// state highlighted, its event log, and the events it takes, which an analyst may send to
// simulate a step. Everything stays in the page (inspector-registry.ts).
import { lazy, Suspense, useId, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { InspectorRegistry } from './inspector-registry.ts'
import { activeStateIds, machineGraph, offeredEvents, stateText } from './machine-graph.ts'
import './inspector-panel.css'

const StatechartView = lazy(() => import('./statechart-view.tsx'))

/** The current address with `inspect=stately`: the Stately inspector (development builds only). */
function statelyAddress(): string {
  const url = new URL(window.location.href)
  url.searchParams.set('inspect', 'stately')
  return url.toString()
}

function parsePayload(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> }
    return { ok: false, message: String(value) }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

export function InspectorPanel({
  registry,
  canSend,
  statelyAvailable,
}: {
  registry: InspectorRegistry
  /** Sending events (simulation) is for the mock build, whose data is this browser's own. */
  canSend: boolean
  statelyAvailable: boolean
}) {
  const { t } = useTranslation('inspector')
  const version = useSyncExternalStore(registry.subscribe, registry.version)
  const [open, setOpen] = useState(true)
  const [selected, setSelected] = useState<string>()
  const [payload, setPayload] = useState('')
  const [payloadError, setPayloadError] = useState<string>()
  const payloadId = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the registry's change counter
  const actors = useMemo(() => registry.live(), [registry, version])
  const actor = actors.find((a) => a.sessionId === selected)
  const snapshot = actor?.ref.getSnapshot()
  const graph = useMemo(() => (actor?.machine ? machineGraph(actor.machine) : undefined), [actor?.machine])

  const send = (type: string) => {
    const fields = parsePayload(payload)
    if (!fields.ok) {
      setPayloadError(t('payloadInvalid', { message: fields.message }))
      return
    }
    setPayloadError(undefined)
    actor?.ref.send({ ...fields.value, type })
  }

  if (!open)
    return (
      <button type="button" className="inspector__reopen p-button p-button-sm" onClick={() => setOpen(true)}>
        {t('show')}
      </button>
    )

  return (
    <aside className="inspector" aria-label={t('title')}>
      <header className="inspector__header">
        <h2>{t('title')}</h2>
        <button type="button" className="p-button p-button-text p-button-sm" onClick={() => setOpen(false)}>
          {t('hide')}
        </button>
      </header>
      <p className="inspector__note">{t('offline')}</p>
      {statelyAvailable && (
        <p className="inspector__note">
          <a href={statelyAddress()}>{t('stately')}</a>
        </p>
      )}
      <h3>{t('actors')}</h3>
      {actors.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="inspector__actors">
          {actors.map((a) => (
            <li key={a.sessionId}>
              <button
                type="button"
                aria-pressed={a.sessionId === selected}
                className={a.sessionId === selected ? 'is-selected' : undefined}
                onClick={() => setSelected(a.sessionId)}
              >
                <strong>{a.name}</strong> <span>{stateText(a.ref.getSnapshot().value)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {actor && snapshot && graph && (
        <section className="inspector__actor" aria-label={actor.name}>
          <h3>{actor.name}</h3>
          <p className="inspector__current" role="status">
            {t('current', { state: stateText(snapshot.value) })}
          </p>
          <figure className="inspector__chart" aria-label={t('chart', { machine: actor.name })}>
            <Suspense fallback={null}>
              <StatechartView graph={graph} active={activeStateIds(snapshot)} />
            </Suspense>
          </figure>
          {graph.anywhere.length > 0 && (
            <p className="inspector__note">
              {t('anywhere')}:{' '}
              {graph.anywhere.map((e) => `${e.label} → ${e.target.split('.').slice(1).join('.')}`).join(', ')}
            </p>
          )}
          <h4>{t('events')}</h4>
          {canSend ? (
            <>
              <label htmlFor={payloadId}>{t('payload')}</label>
              <textarea
                id={payloadId}
                rows={2}
                value={payload}
                aria-invalid={payloadError !== undefined}
                aria-describedby={payloadError ? `${payloadId}-error` : undefined}
                onChange={(e) => setPayload(e.target.value)}
              />
              {payloadError && (
                <small id={`${payloadId}-error`} className="p-error" role="alert">
                  {payloadError}
                </small>
              )}
            </>
          ) : (
            <p className="inspector__note">{t('simulationOnly')}</p>
          )}
          <ul className="inspector__events">
            {offeredEvents(snapshot).map((e) => (
              <li key={e.type}>
                {canSend ? (
                  <button
                    type="button"
                    className="p-button p-button-sm p-button-outlined"
                    disabled={!e.enabled}
                    onClick={() => send(e.type)}
                  >
                    {t('send', { event: e.type })}
                  </button>
                ) : (
                  <code>{e.type}</code>
                )}
                {!e.enabled && <span className="inspector__muted"> {t('notTaken')}</span>}
              </li>
            ))}
          </ul>
          <h4>{t('log')}</h4>
          {actor.log.length === 0 ? (
            <p>{t('logEmpty')}</p>
          ) : (
            <ol className="inspector__log" aria-label={t('log')}>
              {actor.log.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its head; position is its identity
                <li key={`${e.at}-${i}`}>
                  <code>{e.type}</code>{' '}
                  <span className="inspector__muted">
                    {(e.at / 1000).toFixed(1)} s{e.from ? ` · ${t('from', { actor: e.from })}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </aside>
  )
}
