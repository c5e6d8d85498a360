// Build-time settings of the mini-program: the API origin (API_BASE) and the app id
// (TARO_APP_ID, which Taro writes into dist/weapp/project.config.json) come from the environment,
// never from code. Development builds default to the local server and DevTools' tourist app id. A
// release build — one meant for upload to WeChat, asked for explicitly with WEAPP_RELEASE=1 — is
// refused without what WeChat will demand: a production build, an https origin (a mini-program may
// only call the HTTPS domains registered for its app id) and a real app id. CI's production builds
// (test/run-all.mjs) are not release builds and keep the local origin.

export const DEV_API_BASE = 'http://127.0.0.1:8080'

export interface WeappBuildEnv {
  NODE_ENV?: string
  API_BASE?: string
  TARO_APP_ID?: string
  WEAPP_RELEASE?: string
}

export class ReleaseBuildError extends Error {}

function isHttpsBase(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  // the client appends '/api/…' to it: an origin, at most with a path prefix, nothing after
  return url.protocol === 'https:' && !url.username && !url.password && !url.search && !url.hash && !value.endsWith('/')
}

/** The API origin compiled into the mini-program; throws ReleaseBuildError for a release build WeChat would refuse. */
export function weappApiBase(env: WeappBuildEnv): string {
  const apiBase = env.API_BASE || DEV_API_BASE
  if (env.WEAPP_RELEASE !== '1') return apiBase
  const problems: string[] = []
  if (env.NODE_ENV !== 'production') problems.push(`NODE_ENV must be production (got "${env.NODE_ENV ?? ''}")`)
  if (!isHttpsBase(apiBase))
    problems.push(
      `API_BASE must be the https:// origin of the API registered as a request domain of the mini-program, without a trailing slash (got "${env.API_BASE ?? ''}")`,
    )
  if (!/^wx[0-9a-f]{16}$/i.test(env.TARO_APP_ID ?? ''))
    problems.push(`TARO_APP_ID must be the mini-program's app id, wx followed by 16 hex digits (got "${env.TARO_APP_ID ?? ''}")`)
  if (problems.length)
    throw new ReleaseBuildError(`Refusing the release build of the mini-program (WEAPP_RELEASE=1): ${problems.join('; ')}.`)
  return apiBase
}
