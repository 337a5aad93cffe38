// Counts the Intl.DateTimeFormat objects built while `work` runs: building one costs far more
// than using one (a phone's first one loads its locale's data), so tests pin where they are made.
export async function countDateFormatters(work: () => unknown): Promise<number> {
  const Original = Intl.DateTimeFormat
  let built = 0
  Intl.DateTimeFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args)
      built += 1
    }
  } as typeof Intl.DateTimeFormat
  try {
    await work()
  } finally {
    Intl.DateTimeFormat = Original
  }
  return built
}
