import { storageKeys } from '../config/storage-keys'

/** A failed API call: the HTTP status and the server's `{ error }` message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The other string fields of the error body (an order refused for an open one names it). */
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `/api${path}`
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','))
    } else params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${url}?${qs}` : url
}

/** How requests reach the API: the browser's fetch, or the server's own router when rendering there. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

let transport: ApiTransport = (url, init) => fetch(url, init)

/** Used by the server-side render (entry-server.tsx) to answer API calls in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.token)
  } catch {
    return null
  }
}

async function request<T>(
  method: string,
  path: string,
  init: {
    query?: Record<string, QueryValue>
    body?: unknown
    signal?: AbortSignal
    headers?: Record<string, string>
    /** `blob`: a file the server sends (a CSV statement), returned as it came. */
    as?: 'json' | 'blob'
  } = {},
): Promise<T> {
  const asBlob = init.as === 'blob'
  const headers: Record<string, string> = {
    ...init.headers,
    accept: asBlob ? '*/*' : 'application/json',
  }
  const token = storedToken()
  if (token) headers.authorization = `Bearer ${token}`
  // A FormData body (file uploads) sets its own multipart content type and boundary.
  const isForm = init.body instanceof FormData
  if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await transport(buildUrl(path, init.query), {
      method,
      headers,
      body:
        init.body === undefined
          ? null
          : isForm
            ? (init.body as FormData)
            : JSON.stringify(init.body),
      signal: init.signal ?? null,
    })
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.')
  }
  if (asBlob && response.ok) return (await response.blob()) as T
  const text = await response.text()
  let data: unknown = undefined
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = undefined
    }
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `Request failed (${response.status})`
    const details =
      data && typeof data === 'object'
        ? Object.fromEntries(
            Object.entries(data).filter(
              (entry): entry is [string, string] =>
                entry[0] !== 'error' && typeof entry[1] === 'string',
            ),
          )
        : {}
    throw new ApiError(response.status, message, details)
  }
  return data as T
}

/** Extra request options: headers such as `Idempotency-Key`, and an abort signal. */
export interface RequestOptions {
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** The only fetch wrapper: relative `/api` URLs, bearer token, `{ error }` turned into ApiError. */
export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    request<T>('GET', path, { query, ...(signal ? { signal } : {}) }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, { body, ...options }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** GET a file (a CSV download) with the token; errors are read like any other call's. */
  blob: (path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    request<Blob>('GET', path, { query, as: 'blob', ...(signal ? { signal } : {}) }),
  /** POST multipart/form-data (file uploads). */
  upload: <T>(path: string, form: FormData, options: RequestOptions = {}) =>
    request<T>('POST', path, { body: form, ...options }),
}

/** A message a person can read, from anything thrown. */
export function errorMessage(err: unknown, fallback = 'Something went wrong'): string {
  if (err instanceof Error && err.message) return err.message
  return fallback
}
