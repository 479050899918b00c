import { readImageInfo } from '@app/domain/images'
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_HEAVY,
  AVATAR_TOO_WIDE,
  AVATAR_WRONG_TYPE,
  avatarAccepted,
} from '@app/domain/profile'

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsArrayBuffer(file)
  })
}

/**
 * The message for a file the avatar does not accept, or null when it is taken (the server scales
 * a picture bigger than 800 px down to fit): read from the image's own header (as the server
 * does), never from its name or declared type.
 */
export async function checkAvatarFile(file: Blob): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_HEAVY
  const info = readImageInfo(new Uint8Array(await readBytes(file)))
  if (!info || (info.type !== 'png' && info.type !== 'jpeg')) return AVATAR_WRONG_TYPE
  if (!avatarAccepted(info.width, info.height)) return AVATAR_TOO_WIDE
  return null
}
