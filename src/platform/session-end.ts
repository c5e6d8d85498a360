// The logout's steps outside the platform layer (one file for both login twins: Taro would resolve
// './login' inside a twin to the twin itself).

/**
 * The steps of a logout that belong to other layers, registered by the user store (store/user.ts),
 * the one owner of the session token: ending the session on the server (POST /sso/logout, with the
 * token still held), whether a token is held at all, and forgetting the token (memory and storage)
 * and the user.
 */
export interface SessionEnd {
  endOnServer(): Promise<unknown>
  held(): boolean
  forget(): void
}

/** How long a logout waits for the server before forgetting the token anyway (offline, a slow network). */
export const LOGOUT_SERVER_WAIT_MS = 5000

/** The server's part of a logout, bounded in time and never failing the logout itself. */
export async function endOnServerWithin(end: SessionEnd | null, ms: number = LOGOUT_SERVER_WAIT_MS): Promise<void> {
  if (!end) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  // unreachable server: the token is forgotten here all the same and its session expires on its own
  await Promise.race([end.endOnServer().catch(() => undefined), waited])
  clearTimeout(timer)
}
