// Public face: what other modules use.
export { REPORT_MESSAGES, reportRange } from './report-range.js';
