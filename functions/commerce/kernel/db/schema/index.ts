/**
 * The whole shop's data model, as the hand-written SQL in migrations/ makes it (ADR 156):
 * schema-matches-migrations.test.ts fails when the two describe different tables or columns.
 */
export * from "./catalogue";
export * from "./marketing";
export * from "./content";
export * from "./site";
export * from "./accounts";
export * from "./orders";
export * from "./media";
export * from "./security";
export * from "./payments";
export * from "./jobs";
