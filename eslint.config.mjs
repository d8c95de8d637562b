// One lint setup for every package (backend and front ends); formatting is Prettier's job.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/src/gen/**', '**/@mf-types/**', 'e2e/artifacts/**', '.data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Benchmarks are command-line tools: printing their figures is what they are for.
  { files: ['bench/**'], rules: { 'no-console': 'off' } },
);
