// Zod-free on purpose: the web app's first-load bundle may import this.

/** Where uploaded files are served (`GET /api/files/:id`), the id following. */
export const FILES_PATH = '/api/files/'

/** The address of an uploaded file (an avatar, a cover, a video): `/api/files/<id>`, id encoded. */
export function fileUrl(fileId: string): string {
  return `${FILES_PATH}${encodeURIComponent(fileId)}`
}

/** `fileUrl` of an optional file: null when there is none. */
export function fileUrlOrNull(fileId: string | null | undefined): string | null {
  return fileId ? fileUrl(fileId) : null
}
