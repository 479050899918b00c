export { ReviewReplySchema, type ReviewReply } from '../catalog/schemas'
export * from './rules'
export * from './schemas'
