import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage, IS_OPTIONAL, ValidationTypes } from 'class-validator';
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

/**
 * The fields of a DTO that only names them (each field `@IsOptional()` and nothing else, no transform): the pipe has
 * nothing to check there, only unknown fields to drop, which is cheaper done here than by class-transformer and
 * class-validator (whose metadata lookup walks every DTO class the process knows). Null for any other DTO.
 */
function namedFieldsOnly(type: Function): readonly string[] | null {
  const checks = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  const onlyOptional = checks.every(
    (check) => check.type === ValidationTypes.CONDITIONAL_VALIDATION && check.name === IS_OPTIONAL && !check.each,
  );
  if (checks.length === 0 || !onlyOptional) return null;
  const fields = [...new Set(checks.map((check) => check.propertyName))];
  const transformed = fields.some(
    (field) =>
      defaultMetadataStorage.findTypeMetadata(type, field) ||
      defaultMetadataStorage.findExposeMetadata(type, field) ||
      defaultMetadataStorage.findExcludeMetadata(type, field) ||
      defaultMetadataStorage.findTransformMetadatas(type, field, 1 /* PLAIN_TO_CLASS */).length > 0,
  );
  return transformed ? null : fields;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The kit's pipe: Nest's ValidationPipe, picking the fields of DTOs that only name them, and remembering the outcome
 * of valid queries of `@SamePerQuery()` DTOs.
 */
class KitValidationPipe extends ValidationPipe {
  private readonly outcomes = new WeakMap<object, Map<string, object>>();
  private readonly namedOnly = new WeakMap<Function, readonly string[] | null>();

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype;
    if (type && metadata.type !== 'custom' && isPlainObject(value)) {
      let fields = this.namedOnly.get(type);
      if (fields === undefined) this.namedOnly.set(type, (fields = namedFieldsOnly(type)));
      if (fields) return Promise.resolve(pick(type, value, fields));
    }
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

/** An instance of the DTO with the named fields the value has, as the whitelist leaves them. */
function pick(type: Function, value: Record<string, unknown>, fields: readonly string[]): object {
  const picked = Object.create(type.prototype as object) as Record<string, unknown>;
  for (const field of fields) if (Object.hasOwn(value, field) && value[field] !== undefined) picked[field] = value[field];
  return picked;
}

export function createValidationPipe(): ValidationPipe {
  return new KitValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => AppError.validation(toFieldErrors(errors)),
  });
}
