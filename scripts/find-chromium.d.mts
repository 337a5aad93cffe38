/** The Chromium binary Playwright drives (see find-chromium.mjs). */
export function findChromium(options?: { install?: boolean }): string
