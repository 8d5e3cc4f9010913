import { Migration } from '@mikro-orm/migrations';

export class Migration20261125083000_search_gin_pending extends Migration {
  override async up(): Promise<void> {
    // Issue 13: a GIN index keeps new entries in a "pending list" (up to 4 MB by default) until a vacuum
    // or a full list merges them, and every search reads the whole list: on the large catalogue 429
    // pending pages made the admin keyword search read 678 index pages instead of 249 and the searches
    // take twice as long. At most 64 kB pending keeps inserts batched and bounds what a search reads.
    for (const index of ['product_search_text_trgm_index', 'product_search_text_cjk_index']) {
      this.addSql(`alter index "${index}" set (gin_pending_list_limit = 64);`);
      this.addSql(`select gin_clean_pending_list('"${index}"'::regclass);`);
    }
  }

  override async down(): Promise<void> {
    for (const index of ['product_search_text_trgm_index', 'product_search_text_cjk_index'])
      this.addSql(`alter index "${index}" reset (gin_pending_list_limit);`);
  }
}
