export * from './schemas'
export * from './slots'
export * from './policy'
export * from './display'
