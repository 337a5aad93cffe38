// The permission keys of one sub-user (issue 33), inside the sub-user form: the catalogue the
// merchant may grant (getPermissionCatalogue) as a tree of groups, keys and the actions under
// them, with checkboxes; the chosen roles' defaults marked; a summary of what a save changes;
// and when the change takes effect. Only keys the chosen roles may use are shown (the server
// refuses the others). `permissions` null means "the roles' defaults" (they follow the roles).
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { Tree, type TreeCheckboxSelectionKeys, type TreeExpandedKeysType } from 'primereact/tree'
// The tree's theme rules load with this page only (scripts/primereact-theme-variables.ts).
import 'virtual:primereact-lazy-theme/tree.css'
import type { TreeNode } from 'primereact/treenode'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionCatalogue, PermissionEntry } from '../../../contract/account.schema.ts'
import {
  keysForRoles,
  permissionChanges,
  roleDefaults,
  togglePermission,
} from '../../machines/account/sub-user-form.ts'
import { getPermissionCatalogue } from '../../services/account.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useLoad } from '../shared/use-load.ts'

const GROUP = 'group:'

export function PermissionEditor({
  roles,
  permissions,
  saved,
  error,
  onChange,
}: {
  roles: readonly string[]
  permissions: readonly string[] | null
  /** The keys saved before this edit (null: a new sub-user, compared with the roles' defaults). */
  saved: readonly string[] | null
  error: string | undefined
  onChange: (permissions: string[] | null) => void
}) {
  const { t } = useTranslation('account')
  const catalogue = useLoad<PermissionCatalogue>((signal) => getPermissionCatalogue(signal))
  const data = catalogue.data
  const model = useMemo(() => (data ? modelOf(data, roles) : undefined), [data, roles])
  // Groups start open, so every key the person holds is in view; actions fold under their key.
  const [expanded, setExpanded] = useState<TreeExpandedKeysType | undefined>(undefined)
  // Chosen keys the roles no longer reach go with the role (the server would refuse them).
  useEffect(() => {
    if (!model || permissions === null) return
    const usable = new Set(model.entries.map((p) => p.key))
    if (permissions.some((k) => !usable.has(k))) onChange(permissions.filter((k) => usable.has(k)))
  }, [model, permissions, onChange])
  if (catalogue.error)
    return (
      <ErrorNotice
        text={t('permissions.loadFailed', { message: catalogue.error.message })}
        onRetry={catalogue.retry}
        retryLabel={t('actions.retry')}
      />
    )
  if (!data || !model) return <p>{t('loading')}</p>
  if (roles.length === 0) return <p className="permission-note">{t('permissions.chooseRoleFirst')}</p>

  const defaults = roleDefaults(data.permissions, data.roleDefaults, roles)
  const usable = new Set(model.entries.map((p) => p.key))
  const held = (permissions ?? defaults).filter((k) => usable.has(k))
  const before = (saved ?? defaults).filter((k) => usable.has(k))
  const changes = permissionChanges(before, held)
  const textOf = (key: string) => model.entries.find((p) => p.key === key)?.text ?? key

  const selection: TreeCheckboxSelectionKeys = {}
  for (const k of held) selection[k] = { checked: true, partialChecked: false }
  for (const [group, keys] of model.groups) {
    const n = keys.filter((k) => held.includes(k)).length
    if (n > 0) selection[GROUP + group] = { checked: n === keys.length, partialChecked: n < keys.length }
  }

  const onSelectionChange = (next: TreeCheckboxSelectionKeys) => {
    const checked = (key: string) => next[key]?.checked === true
    // One click changes one node: find it against the current selection.
    for (const [group, keys] of model.groups) {
      const wasAll = keys.every((k) => held.includes(k))
      if (checked(GROUP + group) !== wasAll && keys.every((k) => checked(k) === held.includes(k))) {
        const rest = held.filter((k) => !keys.includes(k))
        onChange(
          wasAll ? rest : model.entries.map((p) => p.key).filter((k) => rest.includes(k) || keys.includes(k)),
        )
        return
      }
    }
    const flipped = model.entries.find((p) => checked(p.key) !== held.includes(p.key))
    if (flipped) onChange(togglePermission(model.entries, held, flipped.key, !held.includes(flipped.key)))
  }

  const nodeTemplate = (node: TreeNode) => (
    <span className="permission-node">
      <span>{node.label}</span>
      {typeof node.key === 'string' && !node.key.startsWith(GROUP) && defaults.includes(node.key) && (
        <Tag value={t('permissions.roleDefault')} severity="info" />
      )}
    </span>
  )

  return (
    <div className="permission-editor">
      <p className="permission-note">{t('permissions.intro')}</p>
      {permissions === null ? (
        <p className="permission-note">{t('permissions.followsDefaults')}</p>
      ) : (
        <Button
          type="button"
          size="small"
          outlined
          label={t('permissions.useDefaults')}
          onClick={() => onChange(null)}
        />
      )}
      <Tree
        value={model.nodes}
        expandedKeys={expanded ?? Object.fromEntries(model.nodes.flatMap(expandable))}
        onToggle={(e) => setExpanded(e.value)}
        selectionMode="checkbox"
        selectionKeys={selection}
        propagateSelectionUp={false}
        propagateSelectionDown={false}
        onSelectionChange={(e) => onSelectionChange((e.value ?? {}) as TreeCheckboxSelectionKeys)}
        nodeTemplate={nodeTemplate}
        aria-label={t('permissions.title')}
        className="permission-tree"
      />
      {error && (
        <small id="sub-user-permissions-error" className="p-error" role="alert">
          {error}
        </small>
      )}
      <div className="permission-summary" aria-live="polite">
        <strong>
          {saved ? t('permissions.summaryAgainstSaved') : t('permissions.summaryAgainstDefaults')}
        </strong>
        {changes.added.length === 0 && changes.removed.length === 0 ? (
          <span>{t('permissions.noChanges')}</span>
        ) : (
          <>
            {changes.added.length > 0 && (
              <span>
                {t('permissions.added', {
                  keys: changes.added.map(textOf).join(t('permissions.listSeparator')),
                })}
              </span>
            )}
            {changes.removed.length > 0 && (
              <span>
                {t('permissions.removed', {
                  keys: changes.removed.map(textOf).join(t('permissions.listSeparator')),
                })}
              </span>
            )}
          </>
        )}
        {saved && <span className="permission-note">{t('permissions.nextCall')}</span>}
      </div>
    </div>
  )
}

/** Every node with children, expanded. */
function expandable(node: TreeNode): [string, boolean][] {
  const children = node.children ?? []
  return children.length > 0 ? [[String(node.key), true], ...children.flatMap(expandable)] : []
}

/** The tree of the keys the roles may use: group, then keys, then the actions under a key. */
function modelOf(data: PermissionCatalogue, roles: readonly string[]) {
  const usable = new Set(keysForRoles(data.permissions, roles))
  const entries = data.permissions.filter((p) => usable.has(p.key))
  const groups = new Map<string, string[]>()
  const nodes: TreeNode[] = []
  for (const p of entries) {
    if (!groups.has(p.group)) {
      groups.set(p.group, [])
      nodes.push({ key: GROUP + p.group, label: p.groupText, children: [] })
    }
    groups.get(p.group)?.push(p.key)
  }
  const nodeOf = (p: PermissionEntry): TreeNode => ({
    key: p.key,
    label: p.text,
    children: entries.filter((c) => c.parent === p.key).map(nodeOf),
  })
  for (const node of nodes) {
    const group = String(node.key).slice(GROUP.length)
    node.children = entries.filter((p) => p.group === group && p.parent === null).map(nodeOf)
  }
  return { entries, groups, nodes }
}
