// Lint: typescript-eslint's recommended rules (syntax only: fast on 2 cores, no type information), the
// react-hooks rules for the web app, and import boundaries: the storefront and the back office never
// import each other, the web app never imports the server (code both run lives in core/, which imports
// neither), and a server module uses another module's public files, never its helpers/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const otherModulesHelpers = {
  group: ['../*/helpers/*', '../../*/helpers/*', '../../../modules/*/helpers/*'],
  message: "A module's helpers/ are its own: import what another module exports from its public files.",
};

const noServer = { group: ['**/server/**', '**/server'], message: 'The web app never imports the server: code both run lives in core/.' };

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
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/entities.ts', 'server/modules/resolvers.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesHelpers] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: muiRootImports, patterns: [noServer] }],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/server', '**/web/**', '**/web'], message: 'core/ is what the server and the web app share: it imports neither.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/shop/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: muiRootImports, patterns: [noServer, { group: ['**/admin/**', '**/admin'], message: 'The storefront never imports the back office.' }] },
      ],
    },
  },
  {
    files: ['web/src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: muiRootImports, patterns: [noServer, { group: ['**/shop/**', '**/shop'], message: 'The back office never imports the storefront.' }] },
      ],
    },
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: muiRootImports,
          patterns: [noServer, { group: ['**/shop/**', '**/admin/**'], message: 'ui/ is shared: it imports neither the storefront nor the back office.' }],
        },
      ],
    },
  },
);
