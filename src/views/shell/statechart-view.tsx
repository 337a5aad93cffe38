// One machine's statechart, laid out by ELK and drawn with React Flow, the current states
// highlighted. Loaded lazily by the inspector panel: neither library is in any other chunk.
import { Background, type Edge, MarkerType, type Node, ReactFlow } from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import ELK, { type ElkNode } from 'elkjs/lib/elk.bundled.js'
import { useEffect, useMemo, useState } from 'react'
import type { MachineGraph } from './machine-graph.ts'

const elk = new ELK()
const LEAF_HEIGHT = 34
const widthOf = (label: string) => Math.max(80, label.length * 8 + 24)

async function layout(
  graph: MachineGraph,
): Promise<Map<string, { x: number; y: number; w: number; h: number }>> {
  const byParent = new Map<string | undefined, MachineGraph['states']>()
  for (const s of graph.states) byParent.set(s.parent, [...(byParent.get(s.parent) ?? []), s])
  const build = (parent: string | undefined): ElkNode[] =>
    (byParent.get(parent) ?? []).map((s) => {
      const children = build(s.id)
      return children.length
        ? {
            id: s.id,
            children,
            layoutOptions: { 'elk.padding': '[top=30,left=12,bottom=12,right=12]' },
          }
        : {
            id: s.id,
            width: widthOf(`${s.initial ? '→ ' : ''}${s.label}${s.final ? ' ◉' : ''}`),
            height: LEAF_HEIGHT,
          }
    })
  const root = await elk.layout({
    id: '(machine)',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '24',
    },
    children: build(undefined),
    edges: graph.transitions
      .filter((t) => t.source !== t.target)
      .map((t) => ({ id: t.id, sources: [t.source], targets: [t.target] })),
  })
  const out = new Map<string, { x: number; y: number; w: number; h: number }>()
  const walk = (nodes: ElkNode[] | undefined) => {
    for (const n of nodes ?? []) {
      out.set(n.id, { x: n.x ?? 0, y: n.y ?? 0, w: n.width ?? 0, h: n.height ?? 0 })
      walk(n.children)
    }
  }
  walk(root.children)
  return out
}

export default function StatechartView({
  graph,
  active,
}: {
  graph: MachineGraph
  active: readonly string[]
}) {
  const [boxes, setBoxes] = useState<Map<string, { x: number; y: number; w: number; h: number }>>()
  useEffect(() => {
    let current = true
    void layout(graph).then((b) => {
      if (current) setBoxes(b)
    })
    return () => {
      current = false
    }
  }, [graph])

  const nodes = useMemo<Node[]>(() => {
    if (!boxes) return []
    const on = new Set(active)
    // React Flow wants parents before their children: graph.states is in that order.
    return graph.states.map((s) => {
      const box = boxes.get(s.id) ?? { x: 0, y: 0, w: widthOf(s.label), h: LEAF_HEIGHT }
      return {
        id: s.id,
        position: { x: box.x, y: box.y },
        ...(s.parent ? { parentId: s.parent, extent: 'parent' as const } : {}),
        data: { label: `${s.initial ? '→ ' : ''}${s.label}${s.final ? ' ◉' : ''}` },
        className: `statechart__state${s.compound ? ' statechart__state--compound' : ''}${on.has(s.id) ? ' is-current' : ''}`,
        style: { width: box.w, height: box.h },
        draggable: false,
        connectable: false,
        selectable: false,
        ...(on.has(s.id) ? { ariaLabel: `${s.label} (current)` } : {}),
      }
    })
  }, [boxes, graph, active])

  // Only the steps out of the current states carry their event: every label at once overlaps in
  // a panel this narrow, and those are the ones an analyst can take next (the page has them all).
  const edges = useMemo<Edge[]>(() => {
    const on = new Set(active)
    return graph.transitions.map((t) => ({
      id: t.id,
      source: t.source,
      target: t.target,
      ...(on.has(t.source) ? { label: t.guard ? `${t.label} [${t.guard}]` : t.label, animated: true } : {}),
      markerEnd: { type: MarkerType.ArrowClosed },
      labelStyle: { fontSize: 10 },
    }))
  }, [graph, active])

  return (
    <div className="statechart" data-testid="statechart">
      {boxes && (
        <ReactFlow nodes={nodes} edges={edges} fitView minZoom={0.1} proOptions={{ hideAttribution: true }}>
          <Background />
        </ReactFlow>
      )}
    </div>
  )
}
