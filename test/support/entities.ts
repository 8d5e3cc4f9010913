/**
 * Test files write rows through the server's EntityManager (TestShop.em), which finds an entity by its
 * name: `em.create<Product>('Product', {...})` with `import type { Product }` loads none of the server's
 * entity modules into the test file (their decorators and relations cost about half a second of every
 * file that imported them, though the server runs outside the file). An enum of an entity module is
 * named by its value, which the compiler checks: `enumValue<MenuType>('category')`.
 */
export const enumValue = <E extends string>(value: `${E}`): E => value as E;
