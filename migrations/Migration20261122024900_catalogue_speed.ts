import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024900_catalogue_speed extends Migration {
  override async up(): Promise<void> {
    // Storefront search for Chinese (and other CJK) keywords. A trigram index cannot serve a keyword of
    // one or two characters (a trigram needs three), and Chinese keywords are mostly that short. This
    // function lists the distinct single characters and character pairs of every CJK run of a text; a GIN
    // index over it on product.search_text answers "contains this character / these pairs" from the index
    // (the product entity declares the index, the storefront search uses the same expression).
    this.addSql(`create or replace function "shop_cjk_grams"(t text) returns text[] language sql immutable strict parallel safe as $$
      select coalesce(array_agg(distinct g), '{}') from (
        select substr(r[1], i, n) as g
        from regexp_matches(t, '[\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af]+', 'g') as r,
             generate_series(1, char_length(r[1])) as i,
             (values (1), (2)) as len(n)
        where i + n - 1 <= char_length(r[1])
      ) grams $$;`);
    this.addSql(`create index "product_search_text_cjk_index" on "product" using gin ("shop_cjk_grams"("search_text"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "product_search_text_cjk_index";`);
    this.addSql(`drop function if exists "shop_cjk_grams"(text);`);
  }
}
