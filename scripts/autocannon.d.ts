// The part of autocannon's API the bench scripts use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    /** Every answer must equal this; others count as mismatches. */
    expectBody?: string
    /** Requests in turn; `onResponse` sees each answer (scripts/bench-stock.ts counts codes). */
    requests?: { onResponse?: (status: number, body: string) => void }[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    mismatches: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
