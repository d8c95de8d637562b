// One lint setup for every package (backend and front ends); formatting is Prettier's job.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'proto/src/gen/**',
      '**/@mf-types/**',
      'e2e/artifacts/**',
      '.data/**',
      '**/.prerender/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // A front end knows a service only by its answer types, imported type-only through @clipwerk/contracts/<context>
  // (erased from the bundle); any other reach into services/ (code, a relative path) is a second copy of the server.
  {
    files: ['frontends/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)services(/|$)',
              message: 'Import a service only through its contract: import type … from @clipwerk/contracts/<context>.',
            },
            {
              regex: '^@clipwerk/(?!ui$|ui/styles\\.css$|shell/sdk$|prerender/(?:draw-screen|build)$|contracts/[a-z]+$)',
              message:
                'A front end may use @clipwerk/ui (and its styles.css), @clipwerk/shell/sdk, @clipwerk/prerender/draw-screen (in its prerender), @clipwerk/prerender/build (in its build configs) and @clipwerk/contracts/<context> only.',
            },
            {
              regex: '^@clipwerk/contracts/',
              allowTypeImports: true,
              message: 'Contracts are types: import type … from @clipwerk/contracts/<context>.',
            },
          ],
        },
      ],
    },
  },
  // Benchmarks are command-line tools: printing their figures is what they are for.
  { files: ['bench/**'], rules: { 'no-console': 'off' } },
);
