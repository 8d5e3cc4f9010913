// Public face: what other modules use.
export { Funnel, FunnelStage } from './funnel.entity.js';
