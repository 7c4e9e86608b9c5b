import fc from 'fast-check'

/**
 * Every property runs from one fixed seed, so a run that fails fails again the same way; FC_SEED picks
 * another to explore. fast-check reports the seed, the path and the shrunk counterexample of a failure;
 * `verbose` adds the other failing values it met on the way (decision 055).
 */
const seed = Number(process.env.FC_SEED ?? 20261201)
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer (got ${process.env.FC_SEED})`)
fc.configureGlobal({ seed, verbose: fc.VerbosityLevel.Verbose })
