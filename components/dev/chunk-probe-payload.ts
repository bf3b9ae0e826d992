/** Found in the lazily loaded chunk's bytes: the e2e test fails exactly this chunk's download. */
export const CHUNK_PROBE_MARKER = 'chunk-probe-payload-7f3a9c';
