import type { DownloadOutcome } from './file-download'

/** RFC 5987 `filename*=UTF-8''…` first (it carries Chinese), then the plain `filename="…"`. */
function fileNameOf(disposition: string | null): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')
  if (utf8) return decodeURIComponent(utf8[1])
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'download.csv'
}

export async function downloadFile(path: string): Promise<DownloadOutcome> {
  const response = await fetch(`${API_BASE}${path}`, { credentials: 'include' })
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || type.includes('application/json')) {
    const envelope: unknown = type.includes('application/json') ? await response.json() : null
    return { saved: false, status: response.status, envelope }
  }
  // an object URL of the answer and a clicked anchor: the browser saves it under the server's name
  const fileName = fileNameOf(response.headers.get('content-disposition'))
  const url = URL.createObjectURL(await response.blob())
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return { saved: true, fileName }
}
