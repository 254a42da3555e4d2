// Lint for the whole repository: typescript-eslint's recommended rules plus the layout rules of
// ARCHITECTURE.md (tests/lint/layers.js) and a ban on rendering network text as HTML.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layersRule } from './layers.js';
import { mediaStateRule } from './media-state.js';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'bench-results/**', 'tests/.artifacts/**', 'test-results/**', '**/.run/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        URL: 'readonly', URLSearchParams: 'readonly', fetch: 'readonly', AbortController: 'readonly',
        TextEncoder: 'readonly', TextDecoder: 'readonly', crypto: 'readonly', Buffer: 'readonly',
        localStorage: 'readonly', indexedDB: 'readonly', navigator: 'readonly', location: 'readonly',
        requestAnimationFrame: 'readonly', cancelAnimationFrame: 'readonly', queueMicrotask: 'readonly',
        structuredClone: 'readonly', performance: 'readonly', globalThis: 'readonly',
      },
    },
    plugins: { poc: { rules: { layers: layersRule, 'media-state': mediaStateRule } } },
    rules: {
      'poc/layers': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render network text as text.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Render network text as text.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-undef': 'off',
    },
  },
  // The console's state holds no Worker, socket or media object (tests/lint/media-state.js).
  { files: ['src/**/*.{ts,tsx}'], rules: { 'poc/media-state': 'error' } },
  (await import('./import-cycles.js')).importCyclesConfig, // no import cycles between folders beyond a shrinking baseline
);
