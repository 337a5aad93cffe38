// Paging limits without the schema library, so browser code can import them (the production
// bundle carries no zod: scripts/check-bundle-clean.mjs).

/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100
