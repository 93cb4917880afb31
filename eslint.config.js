// ESLint: the rules that keep one shape (react-hooks, no import cycles, typescript-eslint's
// recommended set). Formatting is Prettier's job (`npm run format`), not ESLint's.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      "node_modules/",
      ".wrangler/",
      "bench/results/",
      "worker-configuration.d.ts",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers; `any` there is a test's shorthand, not a design.
    files: ["**/*.test.{ts,tsx}", "tests/**", "bench/**", "scripts/**", "functions/commerce/test/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
