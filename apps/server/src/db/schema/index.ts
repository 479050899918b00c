export * from './users'
export * from './email'
export * from './catalog'
export * from './commerce'
