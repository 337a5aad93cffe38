// The benchmarks' sign-in: a demo account's session token from the server at `base`.
import { DEMO_PASSWORD } from '../contract/roles.ts'

export async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/control/vueUserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ USERNAME: username, PASSWORD: DEMO_PASSWORD }),
  })
  const answer = (await res.json()) as { code: number; data?: { token?: string } }
  if (answer.code !== 20000 || !answer.data?.token)
    throw new Error(`sign-in of ${username} answered ${JSON.stringify(answer)}`)
  return answer.data.token
}
