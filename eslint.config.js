// Lint: typescript-eslint's recommended rules (syntax only: fast on 2 cores, no type information) and the
// react-hooks rules for the web app. The import boundaries (server modules' public faces, no cycles
// between modules, web/server/core, storefront/back office) are dependency-cruiser's:
// .dependency-cruiser.cjs, run by `npm run lint` after ESLint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// A root import of MUI makes jest load every component of the package for each component test file (and
// Vite's dev server too): the web app imports each component by its path ('@mui/material/Button').
const muiRootImports = ['@mui/material', '@mui/icons-material'].map((name) => ({
  name,
  message: `Import the component by its path ('${name}/Button'), not from the package root.`,
}));

export default tseslint.config(
  { ignores: ['dist/**', 'web/dist/**', 'web/dist-ssr/**', 'web/src/graphql/**', 'node_modules/**', 'data/**', 'test-output/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: muiRootImports }],
    },
  },
);
