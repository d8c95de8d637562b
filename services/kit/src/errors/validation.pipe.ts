import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldError } from './app-error';

/** Flattens class-validator's tree into `field: message` lines; DTOs carry the Dutch messages. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

const samePerQuery = new WeakSet<object>();
/** How many distinct valid queries of one DTO are remembered; then it starts over. */
const REMEMBERED_QUERIES = 500;

/**
 * Marks a query DTO whose checks and transforms depend on the query string alone (no clock, no caller): a hot public
 * list is asked the same few queries over and over, so the pipe keeps each valid query's outcome instead of running
 * class-transformer and class-validator again. An invalid query is checked every time (its 400 stays as it is).
 */
export function SamePerQuery(): ClassDecorator {
  return (target) => void samePerQuery.add(target);
}

/** The kit's pipe: Nest's ValidationPipe, remembering the outcome of valid queries of `@SamePerQuery()` DTOs. */
class KitValidationPipe extends ValidationPipe {
  private readonly outcomes = new WeakMap<object, Map<string, object>>();

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype;
    if (metadata.type !== 'query' || !type || !samePerQuery.has(type)) return super.transform(value, metadata);
    const key = JSON.stringify(value);
    let known = this.outcomes.get(type);
    if (!known) this.outcomes.set(type, (known = new Map()));
    const outcome = known.get(key);
    // A copy each time: a handler may change its query object without changing the next caller's.
    if (outcome) return Promise.resolve(Object.assign(Object.create(type.prototype as object) as object, outcome));
    return (super.transform(value, metadata) as Promise<object>).then((checked) => {
      if (known.size >= REMEMBERED_QUERIES) known.clear();
      known.set(key, Object.assign({}, checked));
      return checked;
    });
  }
}

export function createValidationPipe(): ValidationPipe {
  return new KitValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => AppError.validation(toFieldErrors(errors)),
  });
}
