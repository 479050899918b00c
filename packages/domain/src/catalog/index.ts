export * from './options'
export * from './schemas'
export * from './rules'
