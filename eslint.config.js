// ESLint: the rules that keep one shape (react-hooks, no import cycles, the layering below,
// typescript-eslint's recommended set). Formatting is Prettier's job (`npm run format`), not ESLint's.
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

/**
 * Imports run one way (ADR 231): storefront → contract; Worker shell → the Remix build, the
 * backend's single entry and the contract; backend → contract; contract and patches → nothing of
 * ours. `app/lib` is what every feature shares, so it never reaches up into a feature or a component.
 */
const LAYERS = [
  {
    target: "./app",
    from: "./functions",
    except: ["./contract"],
    message:
      "The storefront reaches functions/ only through functions/contract (the backend through its upstream client).",
  },
  {
    target: "./functions/contract",
    from: ["./app", "./functions/commerce", "./functions/worker", "./functions/patches"],
    message: "The contract is shared by every side and imports none of them.",
  },
  {
    target: "./functions/commerce",
    from: ["./app", "./functions/worker", "./functions/patches"],
    message: "The backend imports only itself and functions/contract.",
  },
  {
    target: "./functions/worker",
    from: "./functions/commerce",
    except: ["./index.ts"],
    message: "The Worker reaches the backend only through its single entry, functions/commerce/index.ts.",
  },
  {
    target: "./functions/worker",
    from: ["./app", "./functions/patches"],
    message:
      "The Worker reaches the storefront only through the Remix build (build/server), and patches only through wrangler.toml [alias].",
  },
  {
    target: "./functions/patches",
    from: ["./app", "./functions/commerce", "./functions/worker", "./functions/contract"],
    message: "Library patches stand alone: they import nothing of ours.",
  },
  {
    target: "./app/lib",
    from: ["./app/components", "./app/features"],
    message: "app/lib is what every feature shares: it never imports a component or a feature.",
  },
];

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
      "import-x/no-restricted-paths": [
        "error",
        { basePath: fileURLToPath(new URL(".", import.meta.url)), zones: LAYERS },
      ],
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
