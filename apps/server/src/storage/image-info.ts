/** The header reader lives in the domain package so the browser checks uploads the same way. */
export { readImageInfo, type ImageInfo, type ImageType } from '@app/domain/images'
