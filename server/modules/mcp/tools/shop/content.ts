import { z } from 'zod';
import { tool } from '../../tool.js';
import { language } from '../common.js';

const url = (what: string) => z.string().max(255).describe(`The ${what}'s url (its address on the shop, without the leading slash).`);

/** What the shop says about itself: stores, pages, articles, forms. Rich texts are answered as plain text. */
export const contentTools = [
  tool({
    name: 'list_stores',
    title: 'Store locations',
    description: "The shop's physical stores: address, opening hours, phone, email.",
    field: 'storefrontStores',
    document: `query McpStores($language: String) { storefrontStores(language: $language) { id name address openingHours phone email } }`,
    input: { language },
    plainText: ['openingHours', 'address'],
  }),
  tool({
    name: 'get_page',
    title: 'Get a page',
    description: 'A content page of the shop (about us, delivery, returns policy...) by its url, as plain text.',
    field: 'storefrontPage',
    document: `query McpPage($url: String!, $language: String) { storefrontPage(url: $url, language: $language) { id title url content metaDescription } }`,
    input: { url: url('page'), language },
    plainText: ['content'],
  }),
  tool({
    name: 'get_article',
    title: 'Get a blog article',
    description: 'A published blog article by its url, as plain text.',
    field: 'storefrontArticle',
    document: `query McpArticle($url: String!, $language: String) { storefrontArticle(url: $url, language: $language) { id title url author summary content tags publishedAt } }`,
    input: { url: url('article'), language },
    plainText: ['content', 'summary'],
  }),
  tool({
    name: 'list_articles',
    title: 'Latest blog articles',
    description: "The shop's latest published blog articles (title, url, summary); get_article reads one.",
    field: 'latestArticles',
    document: `query McpArticles($limit: Int, $language: String) { latestArticles(limit: $limit, language: $language) { items { id title url summary publishedAt } totalItems } }`,
    input: { limit: z.number().int().min(1).max(50).optional().describe('How many (default as on the home page).'), language },
    plainText: ['summary'],
  }),
  tool({
    name: 'get_form',
    title: 'Get a form',
    description:
      'A form of the shop (contact, enquiry...) by its url: its fields (key, label, type, required, options) and an idempotencyKey to pass to submit_form.',
    field: 'publicForm',
    document: `query McpForm($url: String!, $language: String) { publicForm(url: $url, language: $language) {
      id title url description allowGuest alreadySubmitted idempotencyKey successMessage
      fields { key label type required help placeholder options { key label } } } }`,
    input: { url: url('form'), language },
    plainText: ['description', 'successMessage', 'help'],
  }),
  tool({
    name: 'submit_form',
    title: 'Submit a form',
    description:
      "Sends a form's answers (by field key, as get_form lists them). Refused answers come back per field with the shop's message; nothing is stored then.",
    field: 'submitForm',
    document: `mutation McpSubmitForm($url: String!, $input: FormSubmitInput!, $language: String) { submitForm(url: $url, input: $input, language: $language) { message } }`,
    input: {
      url: url('form'),
      answers: z
        .record(z.string(), z.unknown())
        .describe('The answers by field key, e.g. {"name": "Ann", "message": "..."}; several options as a list of option keys.'),
      idempotencyKey: z.string().max(128).optional().describe("get_form's idempotencyKey: a repeated submission with it is not stored twice."),
      language,
    },
    variables: ({ url, answers, idempotencyKey, language }) => ({ url, input: { answers, idempotencyKey }, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
    plainText: ['message'],
  }),
];
