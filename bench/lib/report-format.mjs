/**
 * The two ways the bench report writes figures (report.mjs and its sections): a Markdown table,
 * and a number to fixed digits with "—" where it was not measured.
 */

export const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join(
    "\n",
  );
export const fixed = (value, digits = 0) => (typeof value === "number" ? value.toFixed(digits) : "—");
