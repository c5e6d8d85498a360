/** What a download request came back with: the file was handed to the browser, or the server refused (its envelope). */
export type DownloadOutcome = { saved: true; fileName: string } | { saved: false; status: number; envelope: unknown }

/**
 * Fetches `path` (an /api address that answers a file, or an envelope when it refuses) with the
 * session and hands a file to the browser's download. The mini-program cannot save files
 * (downloads are off there): it answers a refusal without asking the server.
 */
export declare function downloadFile(path: string): Promise<DownloadOutcome>
