// Public face: what other modules use.
