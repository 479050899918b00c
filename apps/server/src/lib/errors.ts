/** An error a service throws with the HTTP status and the message a person reads. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Fields sent beside `error` (their route's error schema lists them). */
    readonly details: Record<string, string> = {},
  ) {
    super(message)
    this.name = new.target.name
  }
}
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message)
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue', details: Record<string, string> = {}) {
    super(401, message, details)
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message)
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message)
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details: Record<string, string> = {}) {
    super(409, message, details)
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many attempts. Please wait a minute and try again.') {
    super(429, message)
  }
}
