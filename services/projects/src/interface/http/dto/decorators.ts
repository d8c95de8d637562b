import { Transform } from 'class-transformer';

// class-validator checks the decorator nearest to the property first; with the kit's stopAtFirstError only that
// first failure is reported. So in every DTO the "is required" check sits at the bottom, the format checks above it.
// class-transformer's @Transform runs the other way round: the top one first.

/** Strings arrive trimmed, so "   " counts as empty. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** An empty filter (`''` or null) means no filter. */
export const EmptyToUndefined = () => Transform(({ value }) => (value === '' || value === null ? undefined : value));

/**
 * "250" and 250 are the same amount; anything that is not a number stays as it is for the validator to refuse. An
 * emptied field ('') is sent empty (null), not left out: an edit keeps only what it leaves out.
 */
export const ToNumber = () =>
  Transform(({ value }) => {
    if (value === '' || value === null || value === undefined) return value === '' ? null : value;
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(value)) return Number(value.replace(',', '.'));
    return value;
  });
