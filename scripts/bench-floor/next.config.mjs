// Next's defaults: the floor has nothing of ours, not even our next.config.ts (which Next would otherwise find above).
export default {};
