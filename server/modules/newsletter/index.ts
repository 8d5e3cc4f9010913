// Public face: what other modules use.
export { ConsentSource, recordConsent } from './consent.js';
export { NewsletterService } from './newsletter.service.js';
export { oneClickUnsubscribeUrl, unsubscribeUrl } from './unsubscribe-link.js';
