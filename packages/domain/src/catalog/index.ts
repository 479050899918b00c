export * from './options'
export * from './schemas'
