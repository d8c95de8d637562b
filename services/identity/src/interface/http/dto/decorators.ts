import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { normalizeEmail } from '../../../domain/credentials';

// class-validator checks the decorator nearest to the property first; with the kit's stopAtFirstError only that
// first failure is reported. So in every DTO the "is required" check sits at the bottom, the format checks above it.
// class-transformer's @Transform runs the other way round: the top one first.

/** Strings arrive trimmed, so "   " counts as empty. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const NormalizeEmail = () => Transform(({ value }) => normalizeEmail(value));

/** Equal to another property of the same object (password confirmation); while that one is empty, its own error says enough. */
export function SameAs(property: string, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'sameAs',
      constraints: [property],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const other = (args?.object as Record<string, unknown>)[property];
          return other === undefined || other === null || other === '' || value === other;
        },
      },
    },
    options,
  );
}

/** A rule from the domain, as a validator. */
export function Satisfies(rule: (value: unknown) => boolean, options?: ValidationOptions) {
  return ValidateBy({ name: 'satisfies', validator: { validate: (value: unknown) => rule(value) } }, options);
}
