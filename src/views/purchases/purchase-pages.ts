// The two purchase pages as one lazily loaded chunk: they share their texts, styles and most of
// their code, and one loader entry costs the signed-in frame less than two (its budget is full).
export { PurchaseDetailsPage } from './purchase-details-page.tsx'
export { PurchaseListPage } from './purchase-list-page.tsx'
