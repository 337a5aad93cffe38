// What each repair step asks for, checked before it is sent (the server checks the same:
// contract/repair.schema.ts repairStepRequest). Plain functions the machine and its tests reach.
import {
  MAX_REPAIR_ITEM_NAME_LENGTH,
  MAX_REPAIR_ITEMS,
  MAX_REPAIR_REASON_LENGTH,
  MAX_REPAIR_RESULT_LENGTH,
  REASON_STEP_EVENTS,
  REPAIR_QUANTITY,
  REPAIR_UNIT_PRICE,
  type RepairItemKind,
  type RepairStepEvent,
} from '../../../contract/repair.constants.ts'

export interface RepairItemDraft {
  kind: RepairItemKind
  name: string
  /** Fen. */
  unitPrice: number | null
  quantity: number | null
}

/** What the step dialog collected; each step reads its own part. */
export interface RepairStepInput {
  assigneeUserLoginId?: string
  reason?: string
  result?: string
  items?: RepairItemDraft[]
}

export type StepProblems = Record<string, { reason: string; min?: number; max?: number }>

/** Which parts of the dialog a step shows. */
export function stepNeeds(event: RepairStepEvent): {
  assignee: boolean
  reason: boolean
  items: boolean
  result: boolean
} {
  return {
    assignee: event === 'repair.assigned',
    reason: REASON_STEP_EVENTS.includes(event),
    items: event === 'repair.quoted' || event === 'repair.finished',
    result: event === 'repair.finished',
  }
}

function checkItems(items: RepairItemDraft[], required: boolean, problems: StepProblems): void {
  if (items.length === 0) {
    if (required) problems.items = { reason: 'required' }
    return
  }
  if (items.length > MAX_REPAIR_ITEMS) problems.items = { reason: 'tooMany', max: MAX_REPAIR_ITEMS }
  items.forEach((item, i) => {
    const name = item.name.trim()
    if (name === '') problems[`items.${i}.name`] = { reason: 'required' }
    else if (name.length > MAX_REPAIR_ITEM_NAME_LENGTH)
      problems[`items.${i}.name`] = { reason: 'tooLong', max: MAX_REPAIR_ITEM_NAME_LENGTH }
    const price = item.unitPrice
    if (price === null) problems[`items.${i}.unitPrice`] = { reason: 'required' }
    // The limits in yuan, as the user types the price.
    else if (!Number.isInteger(price) || price < REPAIR_UNIT_PRICE.min)
      problems[`items.${i}.unitPrice`] = { reason: 'tooSmall', min: REPAIR_UNIT_PRICE.min / 100 }
    else if (price > REPAIR_UNIT_PRICE.max)
      problems[`items.${i}.unitPrice`] = { reason: 'tooLarge', max: REPAIR_UNIT_PRICE.max / 100 }
    const qty = item.quantity
    if (qty === null) problems[`items.${i}.quantity`] = { reason: 'required' }
    else if (!Number.isInteger(qty) || qty < REPAIR_QUANTITY.min || qty > REPAIR_QUANTITY.max)
      problems[`items.${i}.quantity`] = {
        reason: 'between',
        min: REPAIR_QUANTITY.min,
        max: REPAIR_QUANTITY.max,
      }
  })
}

/** The refusals of a step's input, by field; empty when it may be sent. */
export function stepProblems(event: RepairStepEvent, input: RepairStepInput): StepProblems {
  const needs = stepNeeds(event)
  const problems: StepProblems = {}
  if (needs.assignee && !input.assigneeUserLoginId) problems.assigneeUserLoginId = { reason: 'required' }
  if (needs.reason) {
    const reason = (input.reason ?? '').trim()
    if (reason === '') problems.reason = { reason: 'required' }
    else if (reason.length > MAX_REPAIR_REASON_LENGTH)
      problems.reason = { reason: 'tooLong', max: MAX_REPAIR_REASON_LENGTH }
  }
  if (needs.result) {
    const result = (input.result ?? '').trim()
    if (result === '') problems.result = { reason: 'required' }
    else if (result.length > MAX_REPAIR_RESULT_LENGTH)
      problems.result = { reason: 'tooLong', max: MAX_REPAIR_RESULT_LENGTH }
  }
  if (needs.items) checkItems(input.items ?? [], event === 'repair.quoted', problems)
  return problems
}

/** The request body parts of a step (only what the step takes). */
export function stepBody(event: RepairStepEvent, input: RepairStepInput): RepairStepInput {
  const needs = stepNeeds(event)
  const body: RepairStepInput = {}
  if (needs.assignee && input.assigneeUserLoginId) body.assigneeUserLoginId = input.assigneeUserLoginId
  if (needs.reason) body.reason = (input.reason ?? '').trim()
  if (needs.result) body.result = (input.result ?? '').trim()
  if (needs.items && input.items && input.items.length > 0)
    body.items = input.items.map((i) => ({ ...i, name: i.name.trim() }))
  return body
}

/** Sum of the lines in fen (unfilled numbers count as 0). */
export function itemsTotal(items: readonly RepairItemDraft[]): number {
  return items.reduce((sum, i) => sum + (i.unitPrice ?? 0) * (i.quantity ?? 0), 0)
}
