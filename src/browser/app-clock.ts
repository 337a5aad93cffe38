// "Now" for the browser app. Use appNow() wherever the client needs the current time
// (relative times, default report ranges): in mock builds the mock server points it at its
// fixed clock, so what the page shows is the same on every run (issue 4); otherwise it is
// the browser's clock.
let source: () => number = Date.now

export function appNow(): Date {
  return new Date(source())
}

/** The mock server installs its clock here at start-up. */
export function setNowSource(next: () => number): void {
  source = next
}
