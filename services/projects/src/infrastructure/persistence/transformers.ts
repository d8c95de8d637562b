/** bigint columns come back from pg as strings; our amounts stay far below 2^53. */
export const bigintToNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** numeric columns come back from pg as strings. */
export const numericToNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
