import {
  AVATAR_MAX_INPUT_PIXELS,
  AVATAR_MAX_PX,
  AVATAR_TOO_WIDE,
  AVATAR_WRONG_TYPE,
  avatarAccepted,
  avatarFits,
} from '@app/domain/profile'
import sharp from 'sharp'
import { BadRequestError } from '../../lib/errors'
import { readImageInfo } from '../../storage/image-info'

export const AVATAR_UNREADABLE = 'This image could not be read. Try saving it again as PNG or JPG.'

export interface AvatarImage {
  bytes: Buffer
  contentType: 'image/png' | 'image/jpeg'
  width: number
  height: number
}

/**
 * The avatar to store from an uploaded image: a PNG or JPEG (known from its own header) that
 * fits 800 x 800 px is kept as it is; a bigger one, such as a phone photo, is scaled down by
 * sharp to fit (its EXIF orientation applied, its metadata, location included, dropped), in its
 * own format. Only an image too large to decode safely is refused.
 */
export async function avatarFromUpload(bytes: Buffer): Promise<AvatarImage> {
  const image = readImageInfo(bytes)
  if (!image || (image.type !== 'png' && image.type !== 'jpeg')) {
    throw new BadRequestError(AVATAR_WRONG_TYPE)
  }
  const contentType = image.type === 'png' ? 'image/png' : 'image/jpeg'
  if (avatarFits(image.width, image.height)) {
    return { bytes, contentType, width: image.width, height: image.height }
  }
  if (!avatarAccepted(image.width, image.height)) throw new BadRequestError(AVATAR_TOO_WIDE)
  try {
    const pipeline = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_MAX_PX, AVATAR_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    const { data, info } = await (
      image.type === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true })
    return { bytes: data, contentType, width: info.width, height: info.height }
  } catch {
    throw new BadRequestError(AVATAR_UNREADABLE)
  }
}
