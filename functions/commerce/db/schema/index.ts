/** The whole shop's data model; `drizzle-kit generate` reads this file to write migrations/. */
export * from "./catalogue";
export * from "./marketing";
export * from "./content";
export * from "./site";
export * from "./accounts";
export * from "./orders";
export * from "./media";
export * from "./security";
export * from "./payments";
