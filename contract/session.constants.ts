// Constants of the session area that the browser and the server share.

/**
 * The cookie that holds the login token (SPEC.md section 4). The browser writes and reads it
 * (src/browser/auth-token.ts); the Node server only looks for it, to name a signed-in page's code
 * in the HTML it sends (server/web-server.ts, server/web-preloads.ts).
 */
export const TOKEN_COOKIE = 'Admin-Token'
