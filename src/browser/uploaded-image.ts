// Where the app shows an uploaded file from. On the Node server the upload path itself
// (GET /control/uploadFile/…) is the image's src. The in-page mock cannot answer an <img>
// request (Mirage only sees fetch/XHR), so it registers a resolver that turns an upload
// path into an object URL of its in-memory file (docs/decisions.md, Distribution set-up).
type Resolver = (url: string) => string

let resolver: Resolver = (url) => url

export function setUploadedImageResolver(next: Resolver): void {
  resolver = next
}

/** The src to show for a stored image URL ('' stays ''). */
export function uploadedImageSrc(url: string): string {
  return url ? resolver(url) : ''
}
