/** One request body as sent on the wire. */
export interface Payload {
  /** What kind of input this is, for the report of a failure. */
  kind: string
  payload?: string | Buffer
  /** The Content-Type header; absent sends none. */
  contentType?: string
}

/** A JSON body of this kind. */
export const json = (kind: string, text: string): Payload => ({
  kind,
  payload: text,
  contentType: 'application/json',
})

/** Content types a JSON or multipart endpoint does not take (or takes only in its exact spelling). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json\u0000',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  '*/*',
  ';',
  'application/json, text/plain',
]
