// The typed spec values and their reader live with the schema (db/spec-values.ts): the seed, the
// generated catalogue and migration 0019 use the reader too, and db/ depends on nothing above it.
export * from '#db/spec-values.ts'
