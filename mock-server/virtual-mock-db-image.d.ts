// The module vite-plugin-mock-db.ts generates.
declare module 'virtual:mock-db-image' {
  /** URL of the prebuilt database image (SQLite file bytes) of the default seed. */
  export const imageUrl: string
  export const imageSeed: number
  /** databaseDigest of the image's rows. */
  export const imageKey: string
}
